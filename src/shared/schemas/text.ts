import type { z } from 'zod';
import { fieldError } from '../field-error';

// What characters typed text may hold. No text needs NUL or another control character (PostgreSQL
// refuses NUL outright, and the others only disguise what is stored), nor half of a surrogate pair,
// which is no character at all; text typed on one line (a name, a phone number, an address line, a
// search) has no line breaks, so nothing a customer types can add lines of its own to a message we
// send. Only text typed in a text area (a problem, a message, a description) keeps its line breaks
// and tabs.

export const TEXT_MESSAGES = {
  characters: fieldError('characters'),
  oneLine: fieldError('oneLine'),
} as const;

/** Text typed on one line, or in a text area where line breaks and tabs belong. */
export type TextLines = 'single' | 'multi';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** Line and paragraph breaks, including Unicode's own (NEL is among the controls above). */
const LINE_BREAK = /[\n\r\u2028\u2029]/;
/**
 * Half of a UTF-16 surrogate pair without its other half (JSON may spell one, `"\ud800"`): no
 * character at all. PostgreSQL refuses it in jsonb; a text column would keep U+FFFD in its place.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

/** Why a text is refused, or null when it is fine. */
export function textProblem(text: string, lines: TextLines): string | null {
  if (CONTROL.test(text) || LONE_SURROGATE.test(text)) return TEXT_MESSAGES.characters;
  if (lines === 'single') {
    if (LINE_BREAK.test(text)) return TEXT_MESSAGES.oneLine;
    if (text.includes('\t')) return TEXT_MESSAGES.characters;
  }
  return null;
}

function refinement(lines: TextLines) {
  return (text: string, ctx: z.RefinementCtx<string>) => {
    const problem = textProblem(text, lines);
    // Said before the field's other rules (length, format), which would not make sense of it.
    if (problem) ctx.addIssue({ code: 'custom', message: problem, continue: false });
  };
}

/** `.superRefine(singleLine)`: no control characters and no line breaks. */
export const singleLine = refinement('single');
/** `.superRefine(multiLine)`: no control characters; line breaks and tabs are kept. */
export const multiLine = refinement('multi');

/** One step of a path into a value, linked to the step before it. */
interface Step {
  key: string;
  parent: Step | null;
}

function pathTo(step: Step | null): string[] {
  const path: string[] = [];
  for (let at = step; at; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path of the first string in a value (parsed JSON, query parameters) holding a character no
 * text may have, or null. Line breaks and tabs pass: which fields are on one line is the schemas' rule.
 * Object keys are text on one line. The walk keeps its own stack and builds a path only for what it
 * finds, so its cost grows with the size of the value, never with the square of its depth, and no
 * depth overflows the call stack.
 */
export function findControlCharacters(value: unknown): string[] | null {
  // Taken from the end: children are pushed last first, so they are read in the value's own order.
  const pending: Array<{ value: unknown; at: Step | null; lines: TextLines }> = [
    { value, at: null, lines: 'multi' },
  ];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: item, at, lines } = next;
    if (typeof item === 'string') {
      if (textProblem(item, lines)) return pathTo(at);
    } else if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index--) {
        pending.push({ value: item[index], at: { key: String(index), parent: at }, lines: 'multi' });
      }
    } else if (item && typeof item === 'object') {
      const entries = Object.entries(item as Record<string, unknown>);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index]!;
        const step = { key, parent: at };
        pending.push({ value: child, at: step, lines: 'multi' }, { value: key, at: step, lines: 'single' });
      }
    }
  }
  return null;
}
