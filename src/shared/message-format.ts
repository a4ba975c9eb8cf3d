// The one way a catalogue's text becomes what a person reads, on the web and in e-mails, SMS and PDFs
// (decision 048). Texts are ICU MessageFormat, the syntax translators' tools edit, in the part of it
// the product uses:
// - `{name}` puts in a value (`{a.b}` a nested one); a value that is missing leaves `{name}` showing;
// - `{count, plural, =0 {none} one {# job} other {# jobs}}` picks by the number's plural category in
//   the language (Intl.PluralRules), an exact `=N` first; `#` in a branch is the number;
// - `{kind, select, email {…} other {…}}` picks by the value's text;
// - an apostrophe quotes a following `{`, `}` or `#` (and `''` is one apostrophe), as ICU does; any
//   other apostrophe is itself.
// Parsed once per text and kept, so that a page drawn again does not parse its texts again.

type Part =
  | string
  | { arg: string }
  | { arg: string; pick: 'plural' | 'select'; cases: Record<string, Part[]> }
  | { hash: true };

export type MessageValues = Record<string, unknown>;

const parsed = new Map<string, Part[]>();

class Reader {
  at = 0;
  constructor(readonly text: string) {}

  fail(what: string): never {
    throw new Error(`${what} at ${this.at} in "${this.text}"`);
  }

  skipSpace(): void {
    while (/\s/.test(this.text[this.at] ?? '')) this.at += 1;
  }

  word(): string {
    this.skipSpace();
    const match = /^[=\w.-]+/.exec(this.text.slice(this.at));
    if (!match) this.fail('a name is missing');
    this.at += match[0].length;
    this.skipSpace();
    return match[0];
  }

  expect(char: string): void {
    this.skipSpace();
    if (this.text[this.at] !== char) this.fail(`'${char}' is missing`);
    this.at += 1;
  }

  /** Parts up to the end, or up to the `}` that closes a branch (`inBranch`). */
  parts(inBranch: boolean, inPlural: boolean): Part[] {
    const parts: Part[] = [];
    let literal = '';
    while (this.at < this.text.length) {
      const char = this.text[this.at]!;
      if (char === "'") {
        literal += this.quoted(inPlural);
      } else if (char === '{') {
        if (literal) parts.push(literal);
        literal = '';
        this.at += 1;
        parts.push(this.argument());
      } else if (char === '}') {
        if (!inBranch) this.fail("a '}' without its '{'");
        break;
      } else if (char === '#' && inPlural) {
        if (literal) parts.push(literal);
        literal = '';
        this.at += 1;
        parts.push({ hash: true });
      } else {
        literal += char;
        this.at += 1;
      }
    }
    if (literal) parts.push(literal);
    return parts;
  }

  /** What an apostrophe at `at` stands for, reading past it. */
  quoted(inPlural: boolean): string {
    const next = this.text[this.at + 1];
    if (next === "'") {
      this.at += 2;
      return "'";
    }
    if (next !== '{' && next !== '}' && !(next === '#' && inPlural)) {
      this.at += 1;
      return "'";
    }
    const end = this.text.indexOf("'", this.at + 1);
    if (end < 0) this.fail('a quote is not closed');
    const inside = this.text.slice(this.at + 1, end);
    this.at = end + 1;
    return inside;
  }

  argument(): Part {
    const arg = this.word();
    if (this.text[this.at] === '}') {
      this.at += 1;
      return { arg };
    }
    this.expect(',');
    const pick = this.word();
    if (pick !== 'plural' && pick !== 'select') this.fail(`'${pick}' is not plural or select`);
    this.expect(',');
    const cases: Record<string, Part[]> = {};
    for (;;) {
      this.skipSpace();
      if (this.text[this.at] === '}') break;
      const key = this.word();
      this.expect('{');
      cases[key] = this.parts(true, pick === 'plural');
      this.expect('}');
    }
    if (!cases.other) this.fail(`the ${pick} of '${arg}' has no 'other'`);
    this.at += 1;
    return { arg, pick, cases };
  }
}

/** The text's parts; throws, naming the place, when the text is not a message this module reads. */
export function parseMessage(text: string): Part[] {
  let parts = parsed.get(text);
  if (!parts) {
    parts = new Reader(text).parts(false, false);
    parsed.set(text, parts);
  }
  return parts;
}

function readValue(values: MessageValues, name: string): unknown {
  let at: unknown = values;
  for (const key of name.split('.')) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

function show(value: unknown): string | undefined {
  return typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'bigint' ||
    typeof value === 'boolean'
    ? String(value)
    : undefined;
}

function join(parts: Part[], values: MessageValues, language: string, count?: number): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else if ('hash' in part) out += String(count);
    else {
      const value = readValue(values, part.arg);
      if (!('pick' in part)) {
        out += show(value) ?? `{${part.arg}}`;
      } else if (part.pick === 'select') {
        out += join(part.cases[show(value) ?? 'other'] ?? part.cases.other!, values, language, count);
      } else {
        const n = Number(value);
        const branch =
          part.cases[`=${n}`] ?? part.cases[new Intl.PluralRules(language).select(n)] ?? part.cases.other!;
        out += join(branch, values, language, n);
      }
    }
  }
  return out;
}

/** The text with its values put in, in `language` (which decides plural forms). */
export function formatMessage(text: string, values: MessageValues = {}, language = 'en'): string {
  // Most texts have no argument: they read as they are.
  if (!/[{}']/.test(text)) return text;
  return join(parseMessage(text), values, language);
}

/**
 * What a text asks of its caller, sorted: each argument with how it is used ('count:plural',
 * 'name'), and each plural's or select's branches. Two translations of one text must ask the same.
 */
export function messageShape(text: string): string[] {
  const shape: string[] = [];
  const walk = (parts: Part[]) => {
    for (const part of parts) {
      if (typeof part === 'string' || 'hash' in part) continue;
      if (!('pick' in part)) {
        shape.push(part.arg);
        continue;
      }
      shape.push(`${part.arg}:${part.pick}`);
      // A select's branches are the values it knows, the same in every language; a plural's
      // branches follow the language's plural categories, so only its exact '=N' are compared.
      for (const [key, branch] of Object.entries(part.cases)) {
        if (part.pick === 'select' || key.startsWith('=')) shape.push(`${part.arg}:${key}`);
        walk(branch);
      }
    }
  };
  walk(parseMessage(text));
  return [...new Set(shape)].sort();
}
