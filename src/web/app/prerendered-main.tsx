import type { ReactNode } from 'react';

// A prerendered page arrives with its text in <main>. The app renders over it (no hydration, decision
// 006) and needs a moment to load the page's code; meanwhile it shows what the page already showed,
// not a spinner, so that a reader does not see the text vanish and come back.

let kept: { pathname: string; html: string } | null = null;

/** Keeps the prerendered <main> content of the page the browser opened, before the app renders. */
export function keepPrerenderedMain(root: HTMLElement) {
  const main = root.querySelector('main');
  if (main && main.childElementCount > 0) kept = { pathname: window.location.pathname, html: main.innerHTML };
}

/** What to show while `pathname`'s page loads: its prerendered content, if the browser opened it. */
export function PrerenderedMain({ pathname, fallback }: { pathname: string; fallback: ReactNode }) {
  if (!kept || kept.pathname !== pathname) return fallback;
  // Our own build's markup for this very page, never user input. Readable, but inert: its buttons and
  // forms are not wired up yet, and the page's own replace it in a moment.
  return <div className="contents" inert dangerouslySetInnerHTML={{ __html: kept.html }} />;
}
