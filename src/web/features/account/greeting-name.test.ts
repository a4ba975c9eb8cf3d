import { describe, expect, it } from 'vitest';
import { greetingNameOf } from './greeting-name';

// The dashboard's greeting: the profile's first name, else the e-mail's local part, else none.

describe('greetingNameOf', () => {
  it.each([
    [{ name: 'Bikash Nayak', email: 'bikash.new@example.com' }, 'Bikash'],
    [{ name: '  Bikash   Nayak ', email: null }, 'Bikash'],
    [{ name: 'Priyanka', email: 'p@example.com' }, 'Priyanka'],
    [{ name: 'ଲକ୍ଷ୍ମୀ ପ୍ରଧାନ', email: null }, 'ଲକ୍ଷ୍ମୀ'],
    // An initial or a title alone reads badly: the whole name instead.
    [{ name: 'B. K. Nayak', email: null }, 'B. K. Nayak'],
    [{ name: 'Dr. Sahu', email: null }, 'Dr. Sahu'],
    [{ name: 'K Ramesh', email: null }, 'K Ramesh'],
    [{ name: 'Shri Ram Prasad', email: null }, 'Shri Ram Prasad'],
    [{ name: 'Md Salim', email: null }, 'Md Salim'],
    [{ name: 'Drishti Mohanty', email: null }, 'Drishti'],
  ])('greets %j by the name: %s', (user, expected) => {
    expect(greetingNameOf(user)).toBe(expected);
  });

  it("falls back to the spec's part of the e-mail before the @", () => {
    expect(greetingNameOf({ name: '', email: 'bikash.new@example.com' })).toBe('bikash.new');
    expect(greetingNameOf({ name: '   ', email: 'asha@example.com' })).toBe('asha');
    expect(greetingNameOf({ name: null, email: 'asha@example.com' })).toBe('asha');
  });

  it('greets an account made by phone without a name at all, never by its number or placeholder', () => {
    expect(greetingNameOf({ name: '', email: null })).toBeNull();
    expect(greetingNameOf({ name: '', email: '919437066666@phone.invalid' })).toBeNull();
  });
});
