import { DEFAULT_LANGUAGE, isLanguage } from '@shared/languages';
import type { Language } from '@shared/languages';
import i18n from '../i18n';
import { awaitTexts } from './texts-ready';

// The Hindi and Odia texts are downloaded only by people who read them: one chunk per language and
// namespace, fetched when the language is chosen, or when a page that needs the namespace opens in
// that language. English is bundled with the code and is the fallback for anything missing.
const modules = import.meta.glob<Record<string, unknown>>([
  './hi/*.ts',
  './or/*.ts',
  // Part of the pages namespace, imported by pages.ts.
  '!./*/pages-legal.ts',
]);

const fileOf = (namespace: string) => namespace.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Adds `namespace` in `language` to the texts, downloading it the first time. */
export async function loadNamespace(language: Language, namespace: string): Promise<void> {
  if (language === DEFAULT_LANGUAGE || i18n.hasResourceBundle(language, namespace)) return;
  const load = modules[`./${language}/${fileOf(namespace)}.ts`];
  if (!load) return;
  const [resource] = Object.values(await load()) as Record<string, unknown>[];
  if (resource) i18n.addResourceBundle(language, namespace, resource);
}

/** Every namespace there is in `language`: the build prerenders whole pages in it. */
export async function loadEveryNamespace(language: Language): Promise<void> {
  const prefix = `./${language}/`;
  const namespaces = Object.keys(modules)
    .filter((file) => file.startsWith(prefix))
    .map((file) =>
      file.slice(prefix.length, -'.ts'.length).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
    );
  await Promise.all(namespaces.map((namespace) => loadNamespace(language, namespace)));
}

/** Every namespace the app has loaded so far, in `language`. */
export async function loadLanguage(language: Language): Promise<void> {
  const namespaces = Object.keys(i18n.store.data[DEFAULT_LANGUAGE] ?? {});
  await Promise.all(namespaces.map((namespace) => loadNamespace(language, namespace)));
}

/**
 * For the locales/load-*.ts modules, which pages import: the namespace in the language on screen,
 * which the router waits for before it shows the page (locales/texts-ready.ts), so that the page
 * never shows English first.
 */
export function loadShownLanguage(namespace: string): Promise<void> {
  const shown = i18n.language;
  if (!isLanguage(shown) || shown === DEFAULT_LANGUAGE) return Promise.resolve();
  const loading = loadNamespace(shown, namespace);
  awaitTexts(loading);
  return loading;
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

/** The language's font, for those who read it. */
export async function loadFont(language: Language): Promise<void> {
  await FONTS[language]?.();
}
