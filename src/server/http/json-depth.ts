import { JSON_MAX_DEPTH_LEVELS } from '../limits';
import { AppError } from './app-error';

// How deeply a JSON body may nest is JSON_MAX_DEPTH_LEVELS (src/server/limits.ts). Our deepest input is
// three levels (a repair's translations, a pricing grid's cells); the rest is room. A body nested
// thousands deep is an attack: anything that walks it level by level (our character check, the auth
// library, a schema) would spend time on it or overflow the stack.

/**
 * Whether JSON text nests arrays and objects deeper than `limit`. One pass over the characters, which
 * stops at the first level too many, so it costs little whatever the body holds; brackets inside
 * strings do not count. Text that is not JSON may be judged either way: the parser refuses it next.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i++; // a backslash escapes the next character, a quote among them
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      if (++depth > limit) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth--;
    }
  }
  return false;
}

/** Refuses a body nested deeper than any form of ours, before anything parses or walks it. */
export function refuseDeepNesting(text: string): void {
  if (nestsDeeperThan(text, JSON_MAX_DEPTH_LEVELS)) {
    throw new AppError(
      'BAD_REQUEST',
      `The request body is nested too deeply (at most ${JSON_MAX_DEPTH_LEVELS} levels).`,
    );
  }
}
