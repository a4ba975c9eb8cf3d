import { messageShape } from './message-format';

// What a translation of an English catalogue file must be (src/locales, decision 048): the same keys,
// nesting and list lengths, every text free to differ but asking for the same values in the same
// ways (its ICU arguments, plurals' exact numbers and selects' values), and readable by the one
// formatter. Checked in CI for every language (src/locales/catalogue.test.ts) and by
// scripts/check-translation.ts for a translator's file.

/** What a text asks of its caller, or why it cannot be read. */
function shapeOf(text: string): string {
  try {
    return messageShape(text).join(', ');
  } catch (error) {
    return `unreadable: ${(error as Error).message}`;
  }
}

/**
 * Every place where `translated` does not fit `english`: a key missing or extra, a list of another
 * length, a text that cannot be read, or one that asks for other values. Empty when it fits.
 */
export function translationDifferences(english: unknown, translated: unknown, at = ''): string[] {
  if (typeof english === 'string') {
    if (typeof translated !== 'string') return [`${at}: not a text`];
    if (translated.trim() === '' && english.trim() !== '') return [`${at}: empty`];
    const [want, got] = [shapeOf(english), shapeOf(translated)];
    if (want.startsWith('unreadable')) return [`${at}: the English is ${want}`];
    if (got.startsWith('unreadable')) return [`${at}: ${got}`];
    return want === got ? [] : [`${at}: asks for ${got || 'nothing'} instead of ${want || 'nothing'}`];
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
