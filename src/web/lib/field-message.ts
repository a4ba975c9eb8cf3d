import { englishFieldMessage, readFieldError } from '@shared/field-error';
import type { FieldProblem } from '@shared/field-error';
import i18n from '../i18n';

// A form's message about a field names a key of the field-messages catalogue and the values its text
// fills in (decision 047): the shared schema's, in the browser, or the server's `fieldKeys` beside its
// English `fields`. Here it becomes the language on screen.

// In the language on screen as soon as the form system is here. The pages with a form fetch them with
// their code (routes.tsx); elsewhere a message shows in English until they arrive, then again.
void i18n.loadNamespaces(['fieldMessages']).catch(() => undefined);

function translateProblem(problem: FieldProblem, english: string): string {
  return i18n.t(problem.key, { ...problem.params, defaultValue: english }, 'fieldMessages');
}

/**
 * A field's message in the language on screen. `message` is the schema's (a key as `fieldError`
 * writes it) or the server's English; `problem` is the server's key for it, when it sent one. A key
 * this page does not know shows the server's English; a message with no key stays as it is.
 */
export function translateFieldMessage(message: string, problem?: FieldProblem): string {
  if (problem) return translateProblem(problem, message);
  const own = readFieldError(message);
  return own ? translateProblem(own, englishFieldMessage(own)) : message;
}

/** The same for every message of a form's errors (react-hook-form's nested FieldErrors). */
export function translateFieldErrors<T>(errors: T): T {
  if (Array.isArray(errors)) return errors.map((item: unknown) => translateFieldErrors(item)) as T;
  if (!errors || typeof errors !== 'object') return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([key, value]) => [
      key,
      // `ref` is the field's element: left as it is.
      key === 'message' && typeof value === 'string'
        ? translateFieldMessage(value)
        : key === 'ref'
          ? value
          : translateFieldErrors(value),
    ]),
  ) as T;
}
