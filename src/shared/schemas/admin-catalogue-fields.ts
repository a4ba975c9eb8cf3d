import { z } from 'zod';
import { fieldError } from '../field-error';
import type { FieldMessageKey } from '../field-error';
import { multiLine, singleLine } from './text';
import type { TextLines } from './text';

// The kinds of field the admin's catalogue forms share: optional texts and addresses, names, chosen
// ids and comma-separated lists, each with the message its form shows (by key, decision 047).

/** Optional text: trimmed, and empty becomes null (SPEC section 5). Descriptions are multi-line. */
export const optionalText = (max: number, key: FieldMessageKey, lines: TextLines = 'single') =>
  z
    .string()
    .trim()
    .superRefine(lines === 'multi' ? multiLine : singleLine)
    .max(max, fieldError(key, { max }))
    .nullish()
    .transform((value) => value || null);

/** The messages of an address field: too long, and not a web or upload address. */
interface UrlMessages {
  tooLong: FieldMessageKey;
  start: 'logoUrlStart' | 'websiteUrlStart' | 'imageUrlStart';
}

/** An optional web address (http or https), or an uploaded image's address (/uploads/...). */
export const optionalUrl = ({ tooLong, start }: UrlMessages) =>
  z
    .string()
    .trim()
    .superRefine(singleLine)
    .max(500, fieldError(tooLong, { max: 500 }))
    .refine(
      (value) => value === '' || /^https?:\/\/\S+$/.test(value) || /^\/uploads\/[\w./-]+$/.test(value),
      fieldError(start),
    )
    .nullish()
    .transform((value) => value || null);

export const requiredName = (message: string) =>
  z
    .string(message)
    .trim()
    .superRefine(singleLine)
    .min(1, message)
    .max(100, fieldError('catalogueNameMax', { max: 100 }));

export const activeField = z.boolean().default(true);

/** 'a, b,, c ' → ['a', 'b', 'c']: comma-separated, trimmed, blanks dropped (SPEC section 5). */
export function splitCommaList(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A comma-separated list: the whole text, and each of its items, held to a length. */
export const commaList = (whole: FieldMessageKey, each: FieldMessageKey) =>
  z
    .string()
    .superRefine(singleLine)
    .max(500, fieldError(whole, { max: 500 }))
    .optional()
    .transform((text) => splitCommaList(text ?? ''))
    .pipe(z.array(z.string().max(40, fieldError(each, { max: 40 }))).max(20));

/** A chosen id from a select: the empty choice gets the field's own message. */
export const chosenId = (message: string) =>
  z
    .union([z.string(), z.number()], message)
    .transform((value) => (value === '' ? NaN : Number(value)))
    .pipe(z.number(message).int(message).positive(message).max(2_147_483_647, message));
