// Presses and choices made on a rendered page before the app has taken it over (decision 032).
//
// A page arrives rendered and readable about a second and a half before its script has run on a slow
// phone. Links and the device search (a GET form) work in that time by themselves; a button or a
// select does nothing until React owns it. This inline script, in every page's <head>, holds
// such a press or choice instead of letting it be lost: it stops the event (a submit button does not
// send its form to the page's own address), marks the control `data-held` (styles.css shows it
// waiting), and keeps it. The app calls `replayHeld()` after each commit of a page
// (`src/web/app/replay-held-input.tsx`); every held control that React now owns is pressed again, or
// given the chosen value with a `change` event, in the order they came. A control React already owns
// is left to React, which handles it even while it is still hydrating the rest of the page.
//
// A control that works without the app (the loader's Reload, when the app's code did not arrive) is
// marked `data-plain` and left alone.
//
// A second press of a held button before the page answers is the same press made again by someone
// waiting, so it is held once; a select keeps its latest choice. It counts in the home page's
// JavaScript budget (tests/e2e/first-load.spec.ts): keep it small, and in plain ES5 (no build step).

// Names are short because every byte counts: `h` the held [control, was a click, value] entries,
// `o` whether React owns a control, `f` the listener.
const source = `(function (w, h) {
  function o(c) { return /__reactProps/.test(Object.keys(c)); }
  function f(e) {
    var k = e.type == 'click', c = e.target.closest && e.target.closest(k ? 'button' : 'select'), i;
    if (!c || !c.closest('#root') || c.hasAttribute('data-plain') || o(c)) return;
    e.stopPropagation();
    e.preventDefault();
    for (i = h.length; i--; )
      if (h[i][0] == c) {
        if (k) return;
        h.splice(i, 1);
      }
    h.push([c, k, c.value]);
    c.setAttribute('data-held', '');
  }
  w.addEventListener('click', f, !0);
  w.addEventListener('change', f, !0);
  w.replayHeld = function (l) {
    l = h;
    h = [];
    l.forEach(function (x, c) {
      c = x[0];
      if (!o(c)) return c.isConnected && h.push(x);
      c.removeAttribute('data-held');
      if (x[1]) return c.click();
      c.value = x[2];
      c.dispatchEvent(new Event('change', { bubbles: !0 }));
    });
  };
})(window, []);`;

/** The script as it goes into the page: the source above without its indentation and line breaks. */
export const HELD_INPUT_SCRIPT = source
  .split('\n')
  .map((line) => line.trim())
  .join('')
  .replace(/ *([=(){};,:?|&!]+) */g, '$1');
