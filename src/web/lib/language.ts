import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '@shared/languages';
import type { Language } from '@shared/languages';
import i18n from '../i18n';
import { loadLanguage } from '../locales/translations';

// Which language the site is shown in: a language path (/hi/…, /or/…) first, then the choice the
// person made (kept in localStorage under `lang`, and on a signed-in customer's profile), then on a
// first visit the browser's languages (what it sends as Accept-Language). index.html's first script
// reads the same, so <html lang> is right before the first paint.

export const LANGUAGE_STORAGE_KEY = 'lang';

/** The language of a language path, as in /hi/about. */
export function languageOfPath(pathname: string): Language | null {
  const [, first] = pathname.split('/');
  return isLanguage(first) && first !== DEFAULT_LANGUAGE ? first : null;
}

/** The first of the browser's languages that the site has ('hi-IN' → 'hi'), else English. */
export function languageOfBrowser(languages: readonly string[]): Language {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    const found = LANGUAGES.find((language) => language === primary);
    if (found) return found;
  }
  return DEFAULT_LANGUAGE;
}

export function storedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function initialLanguage(): Language {
  return (
    languageOfPath(window.location.pathname) ?? storedLanguage() ?? languageOfBrowser(navigator.languages)
  );
}

// Noto Sans in the language's script, self-hosted: only that script's glyphs (woff2, about 40–55 KB
// a weight), font-display: swap, and only for people who read it; English pages never load them.
const FONTS: Partial<Record<Language, () => Promise<unknown>>> = {
  hi: () =>
    Promise.all([
      import('@fontsource/noto-sans-devanagari/devanagari-400.css'),
      import('@fontsource/noto-sans-devanagari/devanagari-700.css'),
    ]),
  or: () =>
    Promise.all([
      import('@fontsource/noto-sans-oriya/oriya-400.css'),
      import('@fontsource/noto-sans-oriya/oriya-700.css'),
    ]),
};

/** Shows the site in `language`: its texts downloaded first, then every text and <html lang> switch. */
export async function showLanguage(language: Language): Promise<void> {
  // The font need not hold the page back: text shows in a fallback until it arrives (swap).
  void FONTS[language]?.().catch(() => undefined);
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/** The person's own choice: kept for their next visits, and shown now. */
export async function chooseLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice lasts this visit.
  }
  await showLanguage(language);
}
