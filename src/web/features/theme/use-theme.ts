import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY } from '@shared/constants';

export type Theme = 'light' | 'dark';

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

function readStoredTheme(): Theme | null {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : null;
  } catch {
    return null;
  }
}

function applyTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
}

// The theme is the stored choice, else the system preference (followed live until the person
// chooses). Read as an external store: pages rendered ahead (at build time or by the server) are
// rendered light, so the app takes over such a page light and then shows the visitor's theme
// (decision 021); the inline script of index.html has already applied it to the page itself.
const listeners = new Set<() => void>();
/** A choice made while storage is blocked: it still holds for this page. */
let chosen: Theme | null = null;

const currentTheme = (): Theme => chosen ?? readStoredTheme() ?? (darkQuery().matches ? 'dark' : 'light');
const renderedAheadTheme = (): Theme => 'light';

function subscribe(listener: () => void) {
  listeners.add(listener);
  const query = darkQuery();
  query.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    query.removeEventListener('change', listener);
  };
}

export function useThemeState() {
  const theme = useSyncExternalStore(subscribe, currentTheme, renderedAheadTheme);

  // The inline script in index.html applies the theme before paint; this keeps <html> in step if
  // that script did not run, and follows the system preference while it is followed.
  useEffect(() => applyTheme(theme), [theme]);

  const setTheme = useCallback((next: Theme) => {
    chosen = next;
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage may be blocked; the choice still applies to this page.
    }
    applyTheme(next);
    for (const listener of listeners) listener();
  }, []);

  return { theme, setTheme };
}
