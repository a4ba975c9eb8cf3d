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

/** What the apostrophe at `at` stands for, and where reading goes on (-1: a quote not closed). */
function readQuoted(text: string, at: number, inPlural: boolean): [string, number] {
  const next = text[at + 1];
  if (next === "'") return ["'", at + 2];
  if (next !== '{' && next !== '}' && !(next === '#' && inPlural)) return ["'", at + 1];
  const end = text.indexOf("'", at + 1);
  return [text.slice(at + 1, end), end < 0 ? -1 : end + 1];
}

/** Reads `text` into parts; the readers are closures so that the page's script stays small. */
function read(text: string): Part[] {
  let at = 0;
  const fail = (what: string): never => {
    throw new Error(`${what} at ${at} in "${text}"`);
  };
  const skipSpace = () => {
    while (/\s/.test(text[at] ?? '')) at += 1;
  };
  const word = (): string => {
    skipSpace();
    const match = /^[=\w.-]+/.exec(text.slice(at)) ?? fail('a name is missing');
    at += match[0].length;
    skipSpace();
    return match[0];
  };
  const expect = (char: string) => {
    skipSpace();
    if (text[at] !== char) fail(`'${char}' is missing`);
    at += 1;
  };
  const argument = (): Part => {
    const arg = word();
    if (text[at] === '}') {
      at += 1;
      return { arg };
    }
    expect(',');
    const pick = word();
    if (pick !== 'plural' && pick !== 'select') return fail(`'${pick}' is not plural or select`);
    expect(',');
    const cases: Record<string, Part[]> = {};
    for (skipSpace(); text[at] !== '}'; skipSpace()) {
      if (at >= text.length) fail("'}' is missing");
      const key = word();
      expect('{');
      cases[key] = parts(true, pick === 'plural');
      expect('}');
    }
    if (!cases.other) fail(`the ${pick} of '${arg}' has no 'other'`);
    at += 1;
    return { arg, pick, cases };
  };
  /** Parts up to the end, or up to the `}` that closes a branch (`inBranch`). */
  const parts = (inBranch: boolean, inPlural: boolean): Part[] => {
    const found: Part[] = [];
    let literal = '';
    const flush = () => {
      if (literal) found.push(literal);
      literal = '';
    };
    while (at < text.length) {
      const char = text[at]!;
      if (char === "'") {
        const [inside, end] = readQuoted(text, at, inPlural);
        if (end < 0) fail('a quote is not closed');
        literal += inside;
        at = end;
      } else if (char === '{') {
        flush();
        at += 1;
        found.push(argument());
      } else if (char === '}') {
        if (!inBranch) fail("a '}' without its '{'");
        break;
      } else if (char === '#' && inPlural) {
        flush();
        at += 1;
        found.push({ hash: true });
      } else {
        literal += char;
        at += 1;
      }
    }
    flush();
    return found;
  };
  return parts(false, false);
}

/** The text's parts; throws, naming the place, when the text is not a message this module reads. */
export function parseMessage(text: string): Part[] {
  let found = parsed.get(text);
  if (!found) {
    found = read(text);
    parsed.set(text, found);
  }
  return found;
}

/** The value at a dotted path of an object ('a.b'), or undefined. */
export function readValue(values: unknown, name: string): unknown {
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
