import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How codes and link tokens are stored: keyed, so that a copy of the table does not reveal the codes
 * (a 6-digit code has only a million values); the identifier is part of a code's input, so equal
 * codes of two people hash differently.
 */
export interface CodeHashes {
  codeHash(identifier: string, secret: string): string;
  linkHash(token: string): string;
  /** Whether a typed code is the stored one (in constant time). */
  matches(row: { codeHash: string }, identifier: string, code: string): boolean;
}

export function createCodeHashes(hashKey: string): CodeHashes {
  const codeHash = (identifier: string, secret: string) =>
    createHmac('sha256', hashKey).update(`${identifier}\n${secret}`).digest('base64url');
  const linkHash = (token: string) =>
    createHmac('sha256', hashKey).update(`link\n${token}`).digest('base64url');
  return {
    codeHash,
    linkHash,
    matches(row, identifier, code) {
      const expected = Buffer.from(row.codeHash);
      const given = Buffer.from(codeHash(identifier, code));
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
