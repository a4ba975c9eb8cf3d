import { describe, expect, it } from 'vitest';
import englishOnly from '../../locales/en/english-only.json' with { type: 'json' };
import en from '../../locales/en/messages.json' with { type: 'json' };
import hi from '../../locales/hi/messages.json' with { type: 'json' };
import or from '../../locales/or/messages.json' with { type: 'json' };
import { parseMessage } from '../../shared/message-format';
import { say, sayFrom, sayInEnglish } from './words';

function leaves(tree: unknown, path = ''): [string, unknown][] {
  if (typeof tree !== 'object' || tree === null) return [[path, tree]];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
}

describe('the server’s words', () => {
  it('say a message in the language, its values put in', () => {
    expect(say('hi', 'facts.total', { amount: '₹50' })).toBe('कुल रकम: ₹50');
    expect(say('en', 'facts.device', { device: 'Nokia 3310', unlisted: true })).toBe(
      'Device: Nokia 3310 (not listed: repair prices confirmed after inspection)',
    );
    expect(say('or', 'facts.device', { device: 'Nokia 3310', unlisted: false })).toBe('ଡିଭାଇସ୍: Nokia 3310');
  });

  it('fall back to the English text when a translation lacks one', () => {
    const catalogues = { en: { a: { b: 'Hello {name}' } }, hi: { a: {} }, or: { a: { b: 'ନମସ୍କାର {name}' } } };
    expect(sayFrom(catalogues, 'hi', 'a.b', { name: 'Asha' })).toBe('Hello Asha');
    expect(sayFrom(catalogues, 'or', 'a.b', { name: 'Asha' })).toBe('ନମସ୍କାର Asha');
  });

  it('say staff words and the warranty card’s in English', () => {
    expect(sayInEnglish('staffEmails.contactMessage.phone', { hasPhone: false, phone: null })).toBe(
      'Phone: not given',
    );
    expect(sayInEnglish('warrantyCard.days', { days: 90 })).toBe('90 days');
  });

  it('take only keys the English catalogue has', () => {
    // @ts-expect-error: not a message of messages.json
    expect(say('en', 'facts.nothing')).toBe('facts.nothing');
    // @ts-expect-error: a group, not a text
    expect(say('en', 'facts')).toBe('facts');
  });

  it('are every one a text the formatter reads', () => {
    for (const [name, catalogue] of Object.entries({ en, hi, or, englishOnly })) {
      for (const [key, text] of leaves(catalogue)) {
        expect(typeof text, `${name} ${key}`).toBe('string');
        expect(() => parseMessage(text as string), `${name} ${key}`).not.toThrow();
      }
    }
  });
});
