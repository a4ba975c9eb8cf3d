export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Lowercase, strip what is not a letter, digit, space or hyphen, spaces to hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
