// The web's own text lookup: the part of i18next the app uses, in about a kilobyte instead of the
// eighteen that i18next with react-i18next put on every page (decision 026). Keys and options keep
// i18next's meaning, and its types still check every key at compile time (i18n.ts).
//
// - 'ns:path.to.text' reads a namespace's nested text; without 'ns:' the caller's namespace.
// - Texts are ICU MessageFormat, read by the one formatter the server's messages use too
//   (@shared/message-format, decision 048): {name} (or {a.b}) is that option, and a text picks its
//   own plural ({count, plural, …}) and select branches; values are not escaped (React escapes).
// - { returnObjects: true } returns the list or object there, its texts filled in the same way.
// - { defaultValue } answers a missing text; otherwise the key (without 'ns:') comes back.
// - The language on screen first, then English.
// - A namespace that is not here is fetched by the loader it was given (locales/namespaces.ts), in
//   the language on screen and in English, once: `pending` and `loadNamespaces` (decision 045).

import { formatMessage, readValue } from '@shared/message-format';

type Resource = Record<string, unknown>;
/** A namespace's texts in a language; undefined when there are none in it (English stands in). */
export type NamespaceLoader = (language: string, namespace: string) => Promise<Resource | undefined>;
export type TranslateOptions = Record<string, unknown> & {
  count?: number;
  returnObjects?: boolean;
  defaultValue?: string;
};

const FALLBACK_LANGUAGE = 'en';

/**
 * A promise React's `use` reads as settled without waiting: it looks for `status` and `value` on what
 * it is given, and otherwise suspends for a moment even on a promise that is already resolved.
 */
const SETTLED: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

function fillAll(value: unknown, options: TranslateOptions, language: string): unknown {
  if (typeof value === 'string') return formatMessage(value, options, language);
  if (Array.isArray(value)) return value.map((item) => fillAll(item, options, language));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillAll(item, options, language)]),
    );
  }
  return value;
}

export class Translator {
  language = FALLBACK_LANGUAGE;
  /** Texts by language and namespace (i18next's store.data shape). */
  readonly store: { data: Record<string, Record<string, Resource>> } = { data: {} };
  readonly defaultNamespace: string;
  private version = 0;
  private readonly listeners = new Set<() => void>();
  /** 'language:namespace' of texts asked for before they arrived. */
  private readonly missing = new Set<string>();
  /** 'language:namespace' of texts on their way. */
  private readonly loads = new Map<string, Promise<void>>();
  /** What `ready` answered for the texts still on their way, by their 'language:namespace' keys. */
  private readonly waits = new Map<string, Promise<void>>();

  constructor(
    resources: Record<string, Record<string, Resource>>,
    defaultNamespace: string,
    private readonly loader: NamespaceLoader = () => Promise.resolve(undefined),
  ) {
    for (const [language, namespaces] of Object.entries(resources)) {
      this.store.data[language] = { ...namespaces };
    }
    this.defaultNamespace = defaultNamespace;
  }

  /**
   * The downloads the namespaces still wait for, in `language` and in English, started now if they
   * were not: empty once every one is here. The same promise for the same texts until they arrive;
   * one that fails is tried again next time.
   */
  pending(namespaces: readonly string[], language = this.language): Promise<void>[] {
    return [...this.downloads(namespaces, language).values()];
  }

  /**
   * One promise for all the namespaces' texts (`pending`), for a component to wait on with React's
   * `use`: an already settled one when every text is here, otherwise the same promise for the same
   * texts until they arrive. One, always: React takes a waiting component up again where it waited,
   * and a component that called `use` fewer times then than before fails there (React's error 467,
   * reported as 520 once it has drawn the whole page again), so the number of calls must not depend
   * on what has arrived meanwhile.
   */
  ready(namespaces: readonly string[], language = this.language): Promise<void> {
    const loading = this.downloads(namespaces, language);
    if (loading.size === 0) return SETTLED;
    const key = [...loading.keys()].sort().join(' ');
    let wait = this.waits.get(key);
    if (!wait) {
      wait = Promise.all(loading.values()).then(
        () => void this.waits.delete(key),
        (error: unknown) => {
          this.waits.delete(key);
          throw error;
        },
      );
      this.waits.set(key, wait);
    }
    return wait;
  }

  /** Resolves once the namespaces' texts are here, in `language` and in English. */
  async loadNamespaces(namespaces: readonly string[], language = this.language): Promise<void> {
    await Promise.all(this.pending(namespaces, language));
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.store.data[language]?.[namespace] !== undefined;
  }

  /**
   * Adds a namespace's texts in a language. What was drawn without them renders again; nothing else
   * does, so texts that arrive with a page's code while the page hydrates disturb nothing.
   */
  addResourceBundle(language: string, namespace: string, resource: Resource): void {
    (this.store.data[language] ??= {})[namespace] = resource;
    if (this.missing.delete(`${language}:${namespace}`)) this.changed();
  }

  changeLanguage(language: string): Promise<void> {
    if (language !== this.language) {
      this.language = language;
      this.changed();
    }
    return Promise.resolve();
  }

  /** Whether a text exists for the key, in the language on screen or in English. */
  exists(key: string, namespace = this.defaultNamespace): boolean {
    return this.lookup(key, namespace) !== undefined;
  }

  t(key: string, options?: TranslateOptions & { returnObjects?: false }, namespace?: string): string;
  t(key: string, options: TranslateOptions, namespace?: string): unknown;
  t(key: string, options: TranslateOptions = {}, namespace = this.defaultNamespace): unknown {
    const found = this.lookup(key, namespace);
    if (found === undefined || (typeof found.text !== 'string' && !options.returnObjects)) {
      // As i18next: the key without its namespace stands in for a missing text.
      if (options.defaultValue === undefined) return key.slice(key.indexOf(':') + 1);
      return formatMessage(options.defaultValue, options, this.language);
    }
    // A text picks its plural forms by the rules of the language it is written in.
    return fillAll(found.text, options, found.language);
  }

  /** For useSyncExternalStore: a number that changes whenever a text or the language does. */
  readonly snapshot = (): number => this.version;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** `pending`'s downloads by their 'language:namespace' keys. */
  private downloads(namespaces: readonly string[], language: string): Map<string, Promise<void>> {
    const waits = new Map<string, Promise<void>>();
    for (const namespace of namespaces) {
      for (const lang of new Set([language, FALLBACK_LANGUAGE])) {
        if (this.hasResourceBundle(lang, namespace)) continue;
        const key = `${lang}:${namespace}`;
        let loading = this.loads.get(key);
        if (!loading) {
          loading = this.loader(lang, namespace).then(
            // A language without the namespace reads it in English: nothing more to fetch.
            (resource) => this.addResourceBundle(lang, namespace, resource ?? {}),
            (error: unknown) => {
              this.loads.delete(key);
              throw error;
            },
          );
          this.loads.set(key, loading);
        }
        waits.set(key, loading);
      }
    }
    return waits;
  }

  private changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  private lookup(key: string, namespace: string): { text: unknown; language: string } | undefined {
    const separator = key.indexOf(':');
    const ns = separator > 0 ? key.slice(0, separator) : namespace;
    const path = separator > 0 ? key.slice(separator + 1) : key;
    for (const language of new Set([this.language, FALLBACK_LANGUAGE])) {
      const texts = this.store.data[language]?.[ns];
      if (!texts) {
        this.missing.add(`${language}:${ns}`);
        continue;
      }
      const text = readValue(texts, path);
      if (text !== undefined) return { text, language };
    }
    return undefined;
  }
}
