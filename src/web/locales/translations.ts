import { DEFAULT_LANGUAGE, isLanguage } from '@shared/languages';
import type { Language } from '@shared/languages';
import i18n from '../i18n';

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
  const [resource] = Object.values(await load());
  i18n.addResourceBundle(language, namespace, resource);
}

/** Every namespace the app has loaded so far, in `language`. */
export async function loadLanguage(language: Language): Promise<void> {
  const namespaces = Object.keys(i18n.store.data[DEFAULT_LANGUAGE] ?? {});
  await Promise.all(namespaces.map((namespace) => loadNamespace(language, namespace)));
}

/**
 * For the locales/load-*.ts modules, which pages import: the namespace in the language on screen,
 * awaited before the page renders so that it never shows English first.
 */
export function loadShownLanguage(namespace: string): Promise<void> {
  const shown = i18n.language;
  return isLanguage(shown) ? loadNamespace(shown, namespace) : Promise.resolve();
}
