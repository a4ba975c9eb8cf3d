import i18n from '../i18n';
import { fieldMessages } from '../locales/en/field-messages';

// A form's message about a field comes from the shared schema, in the browser or from the server, in
// English (the server's answer is the same whoever reads it). Here it becomes the language on screen:
// each English message is found in locales/en/field-messages.ts, and its translation shown.

// In the language on screen as soon as the form system is here. The pages with a form fetch them with
// their code (routes.tsx); elsewhere a message shows in English until they arrive, then again.
void i18n.loadNamespaces(['fieldMessages']).catch(() => undefined);

const keyOfMessage = new Map(Object.entries(fieldMessages).map(([key, text]) => [text, key]));

/** `message` in the language on screen; a message the table does not hold stays as it is. */
export function translateFieldMessage(message: string): string {
  const key = keyOfMessage.get(message);
  return key ? i18n.t(key, { defaultValue: message }, 'fieldMessages') : message;
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
