// @vitest-environment jsdom
// The inline script that holds presses made before the app has taken a rendered page over, and the
// app's replay of them once React owns the controls (decision 032), on a page rendered by React's
// server renderer and then hydrated as main.tsx does.
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HELD_INPUT_SCRIPT } from '../../../scripts/held-input';
import { ReplayHeldInput } from './replay-held-input';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Page({ record }: { record: string[] }) {
  const [language, setLanguage] = useState('en');
  const [count, setCount] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setCount(count + 1)}>
        Added {count}
      </button>
      <form onSubmit={(event) => (event.preventDefault(), record.push('submitted'))}>
        <button type="submit">Send</button>
      </form>
      <select
        aria-label="Language"
        value={language}
        onChange={(event) => (setLanguage(event.target.value), record.push(event.target.value))}
      >
        <option value="en">English</option>
        <option value="hi">हिन्दी</option>
        <option value="or">ଓଡ଼ିଆ</option>
      </select>
      <p>Language {language}</p>
      <ReplayHeldInput />
    </>
  );
}

let root: Root | undefined;

/** A page as the server sends it: rendered, with no app on it yet. */
function renderedPage(record: string[]) {
  document.body.innerHTML = `<div id="root">${renderToString(<Page record={record} />)}</div>`;
  return document.getElementById('root')!;
}

const hydrate = (container: HTMLElement, record: string[]) =>
  act(async () => {
    root = hydrateRoot(container, <Page record={record} />);
    await Promise.resolve();
  });

const button = (name: RegExp) =>
  [...document.querySelectorAll('button')].find((element) => name.test(element.textContent ?? ''))!;

beforeAll(() => {
  // The page's inline script itself, run as the browser runs it.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
  new Function(HELD_INPUT_SCRIPT)();
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

describe('presses before the app has taken the page over', () => {
  it('are held, shown as waiting, and made once React owns the control', async () => {
    const record: string[] = [];
    const container = renderedPage(record);
    button(/Added/).click();
    expect(button(/Added/).hasAttribute('data-held')).toBe(true);
    expect(button(/Added/).textContent).toBe('Added 0');
    await hydrate(container, record);
    expect(button(/Added/).textContent).toBe('Added 1');
    expect(button(/Added/).hasAttribute('data-held')).toBe(false);
  });

  it('count a press repeated while waiting once, and keep a submit button from sending the form', async () => {
    const record: string[] = [];
    const container = renderedPage(record);
    const sent: boolean[] = [];
    // What the browser would do with the press: send the form to the page's own address.
    container.querySelector('form')!.addEventListener('submit', (event) => sent.push(event.defaultPrevented));
    button(/Added/).click();
    button(/Added/).click();
    button(/Send/).click();
    expect(sent).toEqual([]);
    await hydrate(container, record);
    expect(button(/Added/).textContent).toBe('Added 1');
    expect(record).toEqual(['submitted']);
  });

  it("keep a select's latest choice and make it once the app answers", async () => {
    const record: string[] = [];
    const container = renderedPage(record);
    const select = container.querySelector('select')!;
    for (const value of ['hi', 'or']) {
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    await hydrate(container, record);
    expect(record).toEqual(['or']);
    expect(container.textContent).toContain('Language or');
  });

  it('once the app owns the page, are left to React', async () => {
    const record: string[] = [];
    const container = renderedPage(record);
    await hydrate(container, record);
    act(() => button(/Added/).click());
    expect(button(/Added/).textContent).toBe('Added 1');
    expect(button(/Added/).hasAttribute('data-held')).toBe(false);
  });
});
