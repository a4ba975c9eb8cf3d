import type { Plugin } from 'vite';
import en from '../src/locales/en/common.json' with { type: 'json' };
import hi from '../src/locales/hi/common.json' with { type: 'json' };
import or from '../src/locales/or/common.json' with { type: 'json' };
import { HELD_INPUT_SCRIPT } from './held-input';

// A Vite plugin for the built index.html (and so every prerendered page): the app's module script and
// its module preloads are started by a small inline script once the browser has painted the page,
// rather than by tags the browser fetches at once. The page's HTML and CSS then have the network and
// the processor to themselves until the first paint; the app follows a frame later (decision 021).
// Until the app has taken the page over, the inline script of ./held-input.ts, in <head> (after the
// character set and the theme), keeps the presses and choices made on it (decision 032).

const moduleScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * What the page says when the app's own code does not arrive (the network dropped; after a deploy,
 * the page has already reloaded once, decision 033): in the page's language, with a Reload button.
 * The classes are the app's error screen's (app/error-boundary.tsx), so the styles have them.
 */
const failedWords = Object.fromEntries(
  Object.entries({ en, hi, or }).map(([language, { failed }]) => [
    language,
    [failed.chunkTitle, failed.chunkBody, failed.reload],
  ]),
);
const failureScript = [
  '  function failed() {',
  `    var words = ${JSON.stringify(failedWords)};`,
  '    var said = words[document.documentElement.lang] || words.en;',
  "    var box = document.createElement('div');",
  "    box.setAttribute('role', 'alert');",
  "    box.className = 'mx-auto max-w-xl px-4 py-16 text-center';",
  "    ['text-2xl font-bold', 'mt-3 text-muted-foreground'].forEach(function (className, i) {",
  "      var line = document.createElement('p');",
  '      line.className = className;',
  '      line.textContent = said[i];',
  '      box.appendChild(line);',
  '    });',
  "    var button = document.createElement('button');",
  "    button.type = 'button';",
  // It works without the app: the held-input script leaves it alone.
  "    button.setAttribute('data-plain', '');",
  "    button.className = 'mt-6 inline-flex items-center justify-center rounded-lg font-semibold bg-primary text-primary-foreground hover:bg-primary-hover shadow-sm min-h-11 px-5 text-base';",
  '    button.textContent = said[2];',
  "    button.addEventListener('click', function () { location.reload(); });",
  '    box.appendChild(button);',
  "    var main = document.getElementById('main') || document.body;",
  '    main.insertBefore(box, main.firstChild);',
  '  }',
];

/**
 * The inline loader: preloads first, then the entry; a background tab (no frames) starts on a timer.
 * An entry that fails to load shows the failure message.
 */
export function loaderScript(entry: string, preloads: readonly string[]): string {
  return [
    '(function () {',
    ...failureScript,
    '  var started = false;',
    '  function start() {',
    '    if (started) return;',
    '    started = true;',
    `    ${JSON.stringify(preloads)}.forEach(function (href) {`,
    "      var link = document.createElement('link');",
    "      link.rel = 'modulepreload';",
    "      link.crossOrigin = '';",
    '      link.href = href;',
    '      document.head.appendChild(link);',
    '    });',
    "    var script = document.createElement('script');",
    "    script.type = 'module';",
    "    script.crossOrigin = '';",
    `    script.src = ${JSON.stringify(entry)};`,
    '    script.onerror = failed;',
    '    document.head.appendChild(script);',
    '  }',
    '  requestAnimationFrame(function () {',
    '    setTimeout(start, 0);',
    '  });',
    '  setTimeout(start, 500);',
    '})();',
  ].join('\n');
}

export function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = moduleScript.exec(html)?.[1];
        if (!entry) throw new Error('index.html has no module script to start after the first paint');
        const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]!);
        const rest = html.replace(moduleScript, '').replace(modulePreload, '');
        // The held-input script in <head>, active before anything can be pressed; the loader last in
        // <body>: it runs once the page above it is parsed.
        return rest
          .replace('</head>', `  <script>${HELD_INPUT_SCRIPT}</script>\n  </head>`)
          .replace('</body>', `  <script>\n${loaderScript(entry, preloads)}\n</script>\n  </body>`);
      },
    },
  };
}
