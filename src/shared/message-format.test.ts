import { describe, expect, it } from 'vitest';
import { formatMessage, messageShape, parseMessage } from './message-format';

describe('formatMessage', () => {
  it('puts values in, nested ones too, and leaves a missing one showing', () => {
    expect(formatMessage('Hello {name}, booking {b.id}', { name: 'Asha', b: { id: 'DF-1' } })).toBe(
      'Hello Asha, booking DF-1',
    );
    expect(formatMessage('Call {phone}', {})).toBe('Call {phone}');
    expect(formatMessage('{n} left', { n: 0 })).toBe('0 left');
  });

  it('picks a plural branch by the language, an exact number first, # standing for the number', () => {
    const jobs = '{count, plural, =0 {No jobs} one {# job} other {# jobs}}';
    expect([0, 1, 2, 11].map((count) => formatMessage(jobs, { count }))).toEqual([
      'No jobs',
      '1 job',
      '2 jobs',
      '11 jobs',
    ]);
    // Hindi counts 0 as 'one' (CLDR): without '=0' the 'one' branch answers.
    const hi = '{count, plural, one {# काम} other {# काम बाकी}}';
    expect(formatMessage(hi, { count: 0 }, 'hi')).toBe('0 काम');
    expect(formatMessage(hi, { count: 5 }, 'hi')).toBe('5 काम बाकी');
  });

  it('picks a select branch by the value, else other', () => {
    const text = 'Device: {device}{unlisted, select, true { (not listed)} other {}}';
    expect(formatMessage(text, { device: 'Hot 40i', unlisted: true })).toBe('Device: Hot 40i (not listed)');
    expect(formatMessage(text, { device: 'iPhone 13', unlisted: false })).toBe('Device: iPhone 13');
  });

  it('reads apostrophes as ICU does', () => {
    expect(formatMessage("Don't press '{'Book'}' twice", {})).toBe("Don't press {Book} twice");
    expect(formatMessage("It''s {n}", { n: 3 })).toBe("It's 3");
    expect(formatMessage("{n, plural, other {'#' # left}}", { n: 4 })).toBe('# 4 left');
    expect(formatMessage('Booking #12', {})).toBe('Booking #12');
  });

  it('refuses a text it cannot read, naming the place', () => {
    expect(() => parseMessage('Hello {name')).toThrow(/missing/);
    expect(() => parseMessage('Hello name}')).toThrow(/without its/);
    expect(() => parseMessage('{n, plural, one {x}}')).toThrow(/no 'other'/);
    expect(() => parseMessage('{n, number}')).toThrow(/not plural or select/);
    expect(() => parseMessage("Press '{ here")).toThrow(/quote is not closed/);
    expect(() => parseMessage('{n, select, a {x}')).toThrow(/missing/);
  });
});

describe('messageShape', () => {
  it('names the arguments, select values and exact plurals, not the language’s plural forms', () => {
    expect(messageShape('{count, plural, =0 {none} one {# job} other {# jobs}} for {name}')).toEqual([
      'count:=0',
      'count:plural',
      'name',
    ]);
    expect(messageShape('{count, plural, one {# काम} =0 {कोई नहीं} other {# काम}} {name}')).toEqual(
      messageShape('{count, plural, =0 {none} one {# job} other {# jobs}} for {name}'),
    );
    expect(messageShape('{kind, select, email {e-mail} other {SMS}}')).toEqual([
      'kind:email',
      'kind:other',
      'kind:select',
    ]);
  });
});
