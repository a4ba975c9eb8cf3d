import { describe, expect, it } from 'vitest';
import { Translator } from './translator';

const english = {
  common: {
    hello: 'Hello, {name}!',
    nested: { deep: 'Deep {person.first}' },
    items: '{count, plural, =0 {No items} one {# item} other {# items}}',
    list: ['First {n}', 'Second'],
    onlyEnglish: 'Only in English',
  },
  errors: { RATE_LIMITED: 'Too many requests. Try again in {seconds} s.' },
};

function create() {
  return new Translator({ en: english }, 'common');
}

describe('Translator', () => {
  it('reads nested texts of a namespace and fills in variables', () => {
    const i18n = create();
    expect(i18n.t('hello', { name: 'Asha' })).toBe('Hello, Asha!');
    expect(i18n.t('nested.deep', { person: { first: 'Ravi' } })).toBe('Deep Ravi');
    expect(i18n.t('errors:RATE_LIMITED', { seconds: 30 })).toBe('Too many requests. Try again in 30 s.');
    expect(i18n.t('RATE_LIMITED', { seconds: 5 }, 'errors')).toBe('Too many requests. Try again in 5 s.');
  });

  it('picks the plural form by the language’s rules, and =0 for none', () => {
    const i18n = create();
    expect(i18n.t('items', { count: 0 })).toBe('No items');
    expect(i18n.t('items', { count: 1 })).toBe('1 item');
    expect(i18n.t('items', { count: 2 })).toBe('2 items');
  });

  it('returns lists and objects only when asked, filled in', () => {
    const i18n = create();
    expect(i18n.t('list', { returnObjects: true, n: 1 })).toEqual(['First 1', 'Second']);
    expect(i18n.t('list')).toBe('list');
  });

  it('answers a missing text with the default value, else the key without its namespace', () => {
    const i18n = create();
    expect(i18n.exists('errors:NOPE')).toBe(false);
    expect(i18n.exists('errors:RATE_LIMITED')).toBe(true);
    expect(i18n.t('errors:NOPE', { defaultValue: 'Server says {x}', x: 'no' })).toBe('Server says no');
    expect(i18n.t('errors:NOPE')).toBe('NOPE');
    expect(i18n.t('hello')).toBe('Hello, {name}!');
  });

  it('shows another language’s texts, falling back to English for a text it lacks', async () => {
    const i18n = create();
    const seen: number[] = [];
    i18n.subscribe(() => seen.push(i18n.snapshot()));
    i18n.addResourceBundle('hi', 'pages', { title: 'पन्ना' });
    expect(seen).toEqual([]);
    i18n.addResourceBundle('hi', 'common', {
      hello: 'नमस्ते, {name}!',
      items: '{count, plural, one {# चीज़} other {# चीज़ें}}',
    });
    expect(i18n.hasResourceBundle('hi', 'common')).toBe(true);
    await i18n.changeLanguage('hi');
    expect(i18n.t('hello', { name: 'आशा' })).toBe('नमस्ते, आशा!');
    expect(i18n.t('items', { count: 1 })).toBe('1 चीज़');
    expect(i18n.t('items', { count: 3 })).toBe('3 चीज़ें');
    // Hindi reads 0 as its 'one' form: the text's own language decides, not English's.
    expect(i18n.t('items', { count: 0 })).toBe('0 चीज़');
    expect(i18n.t('onlyEnglish')).toBe('Only in English');
    expect(seen).toEqual([1]);
  });

  it('renders again when texts arrive that were asked for before, and not otherwise', () => {
    const i18n = create();
    let renders = 0;
    i18n.subscribe(() => (renders += 1));
    i18n.addResourceBundle('en', 'account', { title: 'Account' });
    expect(renders).toBe(0);
    expect(i18n.t('booking:title')).toBe('title');
    i18n.addResourceBundle('en', 'booking', { title: 'Book' });
    expect(renders).toBe(1);
    expect(i18n.t('booking:title')).toBe('Book');
  });
});

describe('Translator namespaces that load themselves', () => {
  function withLoader(files: Record<string, Record<string, unknown>>) {
    const asked: string[] = [];
    let failing = false;
    const i18n = new Translator({ en: english }, 'common', (language, namespace) => {
      asked.push(`${language}:${namespace}`);
      return failing
        ? Promise.reject(new Error('offline'))
        : Promise.resolve(files[`${language}:${namespace}`]);
    });
    return { i18n, asked, fail: (value: boolean) => (failing = value) };
  }

  it('fetches a namespace in the language on screen and in English once, and waits for nothing after', async () => {
    const { i18n, asked } = withLoader({ 'en:booking': { title: 'Book' }, 'hi:booking': { title: 'बुक' } });
    await i18n.changeLanguage('hi');
    const first = i18n.pending(['booking', 'common']);
    const again = i18n.pending(['booking']);
    expect(again[0]).toBe(first[0]);
    expect(again[1]).toBe(first[1]);
    expect(asked).toEqual(['hi:booking', 'en:booking', 'hi:common']);
    await Promise.all(first);
    expect(i18n.pending(['booking', 'common'])).toEqual([]);
    expect(i18n.t('booking:title')).toBe('बुक');
    // Hindi without the common namespace reads it in English.
    expect(i18n.t('onlyEnglish')).toBe('Only in English');
    await i18n.loadNamespaces(['booking', 'common']);
    expect(asked).toHaveLength(3);
  });

  it('tries a namespace that did not arrive again the next time it is named', async () => {
    const { i18n, asked, fail } = withLoader({ 'en:account': { title: 'Account' } });
    fail(true);
    await expect(i18n.loadNamespaces(['account'])).rejects.toThrow('offline');
    fail(false);
    await i18n.loadNamespaces(['account']);
    expect(asked).toEqual(['en:account', 'en:account']);
    expect(i18n.t('account:title')).toBe('Account');
  });

  it('gives a component one promise to wait on: the same until the texts arrive, then one React reads as settled', async () => {
    const { i18n, asked, fail } = withLoader({ 'en:booking': { title: 'Book' }, 'en:account': {} });
    const first = i18n.ready(['booking', 'account']);
    expect(i18n.ready(['account', 'booking'])).toBe(first);
    expect(asked).toEqual(['en:booking', 'en:account']);
    await first;
    const here = i18n.ready(['booking', 'account']);
    // React's `use` returns at once for a promise marked fulfilled, instead of suspending.
    expect(here).toMatchObject({ status: 'fulfilled' });
    expect(i18n.ready([])).toBe(here);
    fail(true);
    await expect(i18n.ready(['table'])).rejects.toThrow('offline');
    fail(false);
    await i18n.ready(['table']);
    expect(asked).toEqual(['en:booking', 'en:account', 'en:table', 'en:table']);
  });
});
