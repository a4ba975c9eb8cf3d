import type { z } from 'zod';

// What characters typed text may hold. No text needs NUL or another control character (PostgreSQL
// refuses NUL outright, and the others only disguise what is stored); text typed on one line (a
// name, a phone number, an address line, a search) has no line breaks, so nothing a customer types
// can add lines of its own to a message we send. Only text typed in a text area (a problem, a
// message, a description) keeps its line breaks and tabs.

export const TEXT_MESSAGES = {
  characters: 'This field contains characters that are not allowed.',
  oneLine: 'Please keep this on one line, without line breaks.',
} as const;

/** Text typed on one line, or in a text area where line breaks and tabs belong. */
export type TextLines = 'single' | 'multi';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** Line and paragraph breaks, including Unicode's own (NEL is among the controls above). */
const LINE_BREAK = /[\n\r\u2028\u2029]/;

/** Why a text is refused, or null when it is fine. */
export function textProblem(text: string, lines: TextLines): string | null {
  if (CONTROL.test(text)) return TEXT_MESSAGES.characters;
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

/**
 * The path of the first string in a value (parsed JSON, query parameters) holding a character no
 * text may have, or null. Line breaks and tabs pass: which fields are on one line is the schemas' rule.
 */
export function findControlCharacters(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return textProblem(value, 'multi') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findControlCharacters(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (textProblem(key, 'single')) return [...path, key];
      const found = findControlCharacters(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
