// Language paths: every page of the app is also at /hi/… and /or/…, shown in that language (the
// content pages prerendered in it, with hreflang alternates). English pages have no prefix.

/** The languages with their own paths. */
export const PATH_LANGUAGES = ['hi', 'or'] as const;
export type PathLanguage = (typeof PATH_LANGUAGES)[number];

/** A path's language prefix, if it has one, and the page's path without it (`/hi/faq` → hi, `/faq`). */
export function splitLanguagePath(pathname: string): { language: PathLanguage | undefined; path: string } {
  const match = /^\/(hi|or)(\/.*)?$/.exec(pathname);
  if (!match) return { language: undefined, path: pathname };
  return { language: match[1] as PathLanguage, path: match[2] && match[2] !== '/' ? match[2] : '/' };
}

/** A page's path in `language`: `/faq` → `/hi/faq`, `/` → `/hi`; English keeps the plain path. */
export function pathInLanguage(path: string, language: string): string {
  const { path: plain } = splitLanguagePath(path);
  if (!(PATH_LANGUAGES as readonly string[]).includes(language)) return plain;
  return plain === '/' ? `/${language}` : `/${language}${plain}`;
}

/** An address of a page in one language, as `hreflang` names it. */
export interface LanguageAlternate {
  hreflang: string;
  path: string;
}

/**
 * A page's addresses in every language, for search engines: English, Hindi, Odia, and English again
 * as the default for readers of any other language. The page's head and the sitemap both name these.
 */
export function listLanguageAlternates(path: string): LanguageAlternate[] {
  const { path: plain } = splitLanguagePath(path);
  return [
    { hreflang: 'en', path: plain },
    ...PATH_LANGUAGES.map((language) => ({ hreflang: language, path: pathInLanguage(plain, language) })),
    { hreflang: 'x-default', path: plain },
  ];
}
