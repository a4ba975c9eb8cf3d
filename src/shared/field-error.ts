import fieldMessages from '../locales/en/field-messages.json' with { type: 'json' };
import { formatMessage } from './message-format';

// A field's message as the shared schemas report it: a key of the field-messages catalogue and the
// values its text fills in (decision 047), never an English sentence. zod keeps only a string per
// issue, so `fieldError` writes the pair as one (`nameMin {"min":2}`, or the bare key without
// values); zod takes it wherever it takes a custom error. `readFieldError` reads it back: on the
// server to answer with English and the key, in the browser to show the key's text in the language
// on screen.

export type FieldMessageKey = keyof typeof fieldMessages;
export type FieldParams = Record<string, string | number>;

/** A field's message by key, with the values its text fills in. */
export interface FieldProblem {
  key: FieldMessageKey;
  params?: FieldParams;
}

/** A schema's message: `z.string().min(2, fieldError('nameMin', { min: 2 }))`. */
export function fieldError(key: FieldMessageKey, values?: FieldParams): string {
  return values ? `${key} ${JSON.stringify(values)}` : key;
}

function isFieldMessageKey(key: string): key is FieldMessageKey {
  return Object.hasOwn(fieldMessages, key);
}

function readParams(text: string): FieldParams | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const entries = Object.entries(value as Record<string, unknown>);
    if (!entries.every(([, item]) => typeof item === 'string' || typeof item === 'number')) return undefined;
    return Object.fromEntries(entries) as FieldParams;
  } catch {
    return undefined;
  }
}

/** The key and values `fieldError` wrote, or undefined for any other message (zod's own, say). */
export function readFieldError(message: string): FieldProblem | undefined {
  const space = message.indexOf(' ');
  const key = space < 0 ? message : message.slice(0, space);
  if (!isFieldMessageKey(key)) return undefined;
  if (space < 0) return { key };
  const params = readParams(message.slice(space + 1));
  return params ? { key, params } : undefined;
}

/** A field's message in English, as API callers read it. */
export function englishFieldMessage(problem: FieldProblem): string {
  return formatMessage(fieldMessages[problem.key], problem.params);
}

/** A message in English: `fieldError`'s key and values in words, any other message as it is. */
export function englishOf(message: string): string {
  const problem = readFieldError(message);
  return problem ? englishFieldMessage(problem) : message;
}
