import { useCallback, useEffect, useState } from 'react';
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

/** The stored choice, else the system preference (followed live until the person chooses). */
export function useThemeState() {
  const [theme, setThemeState] = useState<Theme>(() =>
    // Prerendering at build time has no window: the page is built light, and the inline script of
    // index.html applies the visitor's theme before it is painted.
    typeof window === 'undefined' ? 'light' : (readStoredTheme() ?? (darkQuery().matches ? 'dark' : 'light')),
  );

  // The inline script in index.html applies the theme before paint; this keeps <html> in step if
  // that script did not run.
  useEffect(() => applyTheme(theme), [theme]);

  useEffect(() => {
    if (readStoredTheme()) return;
    const query = darkQuery();
    const follow = () => {
      if (readStoredTheme()) return;
      const next = query.matches ? 'dark' : 'light';
      applyTheme(next);
      setThemeState(next);
    };
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);

  const setTheme = useCallback((next: Theme) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage may be blocked; the choice still applies to this page.
    }
    applyTheme(next);
    setThemeState(next);
  }, []);

  return { theme, setTheme };
}
