import { useEffect, useRef } from 'react';
import type { Language } from '@shared/languages';
import { useTranslation } from '../../lib/use-translation';

/**
 * Opened without a language path (/track/… rather than /hi/track/…), the page shows the language the
 * booking was made in, as its messages do (decision 034). The server gives a page it sends that
 * language from the first paint; this covers a page opened within the app. Once per visit: a choice
 * made with the switcher afterwards stands.
 */
export function useBookingLanguage(language: Language | undefined) {
  const { i18n } = useTranslation();
  const followed = useRef(false);
  useEffect(() => {
    if (!language || followed.current) return;
    followed.current = true;
    if (/^\/(hi|or)(\/|$)/.test(window.location.pathname) || language === i18n.language) return;
    // What lib/language.ts's showLanguage does. Imported from there, that module would leave the
    // home page's script for a file of its own, which every page would load (decision 026's budget).
    void (async () => {
      const { loadLanguage } = await import('../../locales/namespaces');
      await loadLanguage(language);
      await i18n.changeLanguage(language);
      document.documentElement.lang = language;
    })();
  }, [language, i18n]);
}
