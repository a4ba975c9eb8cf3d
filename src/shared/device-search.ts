// Forgiving device search: customers type 'iphone11', 'redmi note10', ' Samsung A15 ' or 'galaxy a15'.
// Case, spaces and punctuation do not count, and the brand is part of what is matched, so
// 'samsung a15' finds 'Galaxy A15 5G' of brand Samsung. The same rule serves the customer's list and
// any other list of devices that is searched.

/** Lower case, letters and digits only (of any script): 'Galaxy A15 5G' → 'galaxya155g'. */
export function normaliseSearchText(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]+/gu, '');
}

export interface DeviceSearchFields {
  brand: string;
  name: string;
  modelNumber: string | null;
}

/** What a device is found by, normalised once: its brand with its name, and its model number. */
export function deviceSearchKeys(device: DeviceSearchFields): string[] {
  const keys = [normaliseSearchText(`${device.brand} ${device.name}`)];
  const model = normaliseSearchText(device.modelNumber ?? '');
  if (model) keys.push(model);
  return keys;
}

export interface PreparedSearch {
  /** The whole query, normalised: found anywhere in one key. */
  whole: string;
  /** Each typed word, normalised: all of them found, in any order. */
  words: string[];
}

/**
 * Prepares typed text once for many devices. Text without a letter or digit ('%%%', '_') is a
 * search for nothing rather than for everything.
 */
export function prepareSearch(query: string): PreparedSearch {
  return {
    whole: normaliseSearchText(query),
    words: query
      .split(/\s+/)
      .map(normaliseSearchText)
      .filter((word) => word !== ''),
  };
}

export function matchesSearch(keys: readonly string[], search: PreparedSearch): boolean {
  if (search.whole === '') return false;
  if (keys.some((key) => key.includes(search.whole))) return true;
  return search.words.every((word) => keys.some((key) => key.includes(word)));
}
