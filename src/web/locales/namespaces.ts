import { DEFAULT_LANGUAGE } from '@shared/languages';
import i18n from '../i18n';

// Where every namespace's texts come from, in every language: one chunk per language and namespace,
// downloaded the first time something names the namespace (useTranslation, a route's texts in
// routes.tsx, or `i18n.loadNamespaces`), so that a page downloads only the texts it shows and a
// reader of Hindi or Odia only theirs (decisions 025, 045). The translator asks for them through
// `readNamespace` (i18n.ts). What every page shows is bundled in English instead (i18n.ts).
const modules = import.meta.glob<Record<string, unknown>>(
  [
    '../../locales/*/*.json',
    // Bundled with the app's code (i18n.ts).
    '!../../locales/en/{common,home,catalogue,articles}.json',
    // The words for browsers without JavaScript, which only the server renders (entry-server.tsx).
    '!../../locales/*/without-script.json',
    // The server's own: e-mails, SMS, the warranty card and the seed's repair texts.
    '!../../locales/*/{messages,english-only,repair-services}.json',
  ],
  { import: 'default' },
);
const fileOf = (namespace: string) => namespace.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The texts of `namespace` in `language`, downloaded; undefined when that language has none. */
export async function readNamespace(
  language: string,
  namespace: string,
): Promise<Record<string, unknown> | undefined> {
  const load = modules[`../../locales/${language}/${fileOf(namespace)}.json`];
  // A file that did not arrive may come back empty while the page reloads once (lib/report-error.ts).
  return load ? await load() : undefined;
}

/** Every namespace there is, in `language` and in English: the server renders whole pages with them. */
export async function loadEveryNamespace(language: string): Promise<void> {
  const namespaces = Object.keys(modules)
    .filter((file) => [DEFAULT_LANGUAGE, language].some((lang) => file.includes(`/locales/${lang}/`)))
    .map((file) => file.slice(file.lastIndexOf('/') + 1, -'.json'.length))
    .map((file) => file.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()));
  await i18n.loadNamespaces([...new Set(namespaces)], language);
}

/** Every namespace the app has loaded so far, in `language`: a reader switches to it. */
export async function loadLanguage(language: string): Promise<void> {
  await i18n.loadNamespaces(Object.keys(i18n.store.data[DEFAULT_LANGUAGE] ?? {}), language);
}
