import { use, useMemo, useSyncExternalStore } from 'react';
import type { FlatNamespace, TFunction } from 'i18next';
import i18n from '../i18n';
import type { TranslateOptions, Translator } from './translator';

// What components read their texts through (in place of react-i18next's hook, decision 026). The
// returned `t` is typed by i18next's own types, so a wrong key or namespace fails the typecheck; it
// is a new function whenever the language or a namespace's texts change, and the component renders
// again then. `i18n` is the one translator: `i18n.language` is the language on screen.

type Namespaces = FlatNamespace | readonly FlatNamespace[] | undefined;
type NamespaceOf<N extends Namespaces> = N extends undefined ? 'common' : Exclude<N, undefined>;

/**
 * `namespaces`: the first is where keys without 'ns:' are read (as react-i18next); the others are
 * named for the key types of 'ns:key'. Without it, 'common'. Every namespace named is downloaded, in
 * the language on screen and in English, and the component waits for them (it suspends: a page being
 * taken over keeps the server's HTML meanwhile, decision 045); most are here already, fetched with
 * their page's code (routes.tsx).
 */
export function useTranslation<const N extends Namespaces = undefined>(
  namespaces?: N,
): { t: TFunction<NamespaceOf<N>>; i18n: Translator } {
  const version = useSyncExternalStore(i18n.subscribe, i18n.snapshot, i18n.snapshot);
  const named = ([] as string[]).concat(namespaces ?? []);
  // One `use`, whether or not anything is still on its way (Translator.ready says why).
  use(i18n.ready(named));
  const namespace = named[0] ?? i18n.defaultNamespace;
  return useMemo(() => {
    void version;
    const t = (key: string, options: TranslateOptions = {}) => i18n.t(key, options, namespace);
    return { t: t as unknown as TFunction<NamespaceOf<N>>, i18n };
  }, [namespace, version]);
}
