import { DEFAULT_LANGUAGE, isLanguage } from '@shared/languages';
import type { Language } from '@shared/languages';
import i18n from '../i18n';
import { reloadOnce } from '../lib/chunk-reload';
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
  // A translation file that does not arrive reloads the page once; if it still does not, the page
  // waiting for it shows the error screen with Reload (decision 033).
  const loading = loadNamespace(shown, namespace).catch((error: unknown) => {
    if (reloadOnce()) return new Promise<void>(() => undefined);
    throw error;
  });
  awaitTexts(loading);
  // Whoever else waits learns only that the wait is over (the router reports a failure).
  return loading.catch(() => undefined);
}
