// What a translation of an English resource must be: the same keys, nesting and list lengths, every
// text free to differ. The compiler holds each Hindi and Odia file to its English one; what it cannot
// see (the {{variables}} inside the texts, and list lengths) `translationDifferences` checks.

export type Translation<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Translation<U>[]
    : { readonly [K in keyof T]: Translation<T[K]> };

/** The {{variables}} a text interpolates, sorted. */
export function variablesOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]!).sort();
}

/**
 * Every place where `translated` does not fit `english`: a key missing or extra, a list of another
 * length, or a text with other {{variables}}. Empty when it fits.
 */
export function translationDifferences(english: unknown, translated: unknown, at = ''): string[] {
  if (typeof english === 'string') {
    if (typeof translated !== 'string') return [`${at}: not a text`];
    if (translated.trim() === '' && english.trim() !== '') return [`${at}: empty`];
    const [want, got] = [variablesOf(english), variablesOf(translated)];
    return want.join() === got.join()
      ? []
      : [`${at}: variables ${got.join(', ')} instead of ${want.join(', ')}`];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(translated)) return [`${at}: not a list`];
    if (translated.length !== english.length)
      return [`${at}: ${translated.length} items instead of ${english.length}`];
    return english.flatMap((item, i) => translationDifferences(item, translated[i], `${at}[${i}]`));
  }
  if (typeof english === 'object' && english !== null) {
    if (typeof translated !== 'object' || translated === null) return [`${at}: not an object`];
    const want = Object.keys(english);
    const got = Object.keys(translated);
    return [
      ...got.filter((key) => !want.includes(key)).map((key) => `${at}.${key}: not in English`),
      ...want.flatMap((key) =>
        key in translated
          ? translationDifferences(
              (english as Record<string, unknown>)[key],
              (translated as Record<string, unknown>)[key],
              `${at}.${key}`,
            )
          : [`${at}.${key}: missing`],
      ),
    ];
  }
  return [];
}
