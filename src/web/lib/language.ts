import { DEFAULT_LANGUAGE, isLanguage } from '@shared/languages';
import type { Language } from '@shared/languages';
import i18n from '../i18n';

// Which language the site is shown in: a language path (/hi/…, /or/…) first, then the language the
// server gave the page (`data-page-language`: a tracking link's booking's, decision 034), then the
// choice the person made (kept in localStorage under `lang`, and on a signed-in customer's profile),
// then on a first visit the browser's languages (what it sends as Accept-Language). index.html's first script
// decides it, before the first paint, and says it in <html lang>: the one place the rule is written.

export const LANGUAGE_STORAGE_KEY = 'lang';

/** The language index.html's first script chose for this visit. */
export function initialLanguage(): Language {
  const chosen = document.documentElement.lang;
  return isLanguage(chosen) ? chosen : DEFAULT_LANGUAGE;
}

/** The language on screen now: requests name it, so that the messages they cause are written in it. */
export function currentLanguage(): Language | undefined {
  return isLanguage(i18n.language) ? i18n.language : undefined;
}

/** Shows the site in `language`: its texts downloaded first, then every text and <html lang> switch. */
export async function showLanguage(language: Language): Promise<void> {
  // Hindi and Odia texts (and the code that fetches them) download only for their readers, before
  // the switch: a component whose texts were missing would wait for them (decision 045).
  // Their fonts come by themselves, when a glyph of the script is drawn (styles.css, decision 035).
  const { loadLanguage } = await import('../locales/namespaces');
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
  // On a language path the address says the language: the page opens at its address in the new one
  // (the rule of @shared/language-paths, written out: it costs the first load less).
  const { pathname, search, hash } = window.location;
  const page = pathname.replace(/^\/(hi|or)(?=\/|$)/, '');
  if (page === pathname) await showLanguage(language);
  else window.location.assign((language === 'en' ? page || '/' : `/${language}${page}`) + search + hash);
}
