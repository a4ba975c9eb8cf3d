// Free text typed into a search box, made safe for LIKE: a typed '%' or '_' matches itself.

/** Escapes LIKE wildcards and the escape character itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** A LIKE pattern for text anywhere in the value. */
export function likeContains(text: string): string {
  return `%${escapeLike(text)}%`;
}
