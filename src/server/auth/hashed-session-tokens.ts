import { createHash } from 'node:crypto';
import type { DBAdapter, DBAdapterInstance, DBTransactionAdapter, Where } from 'better-auth';

// The auth library keeps each session's token in the sessions table as it is in the cookie, and has
// no setting to store it hashed (1.7). So its database adapter is wrapped: a token is stored as its
// SHA-256, every lookup by token hashes the value it is given, and the rows handed back carry the
// token the caller knows, so cookies are set and refreshed as before. A copy of the database then holds
// no session anyone could present. Decision 019.

const SESSION_MODEL = 'session';

/** A session token as the sessions table keeps it: 64 hex digits of its SHA-256. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token clauses of `where` with hashed values; `known` learns each hash's token. */
function hashedWhere(where: Where[] | undefined, known: Map<string, string>): Where[] | undefined {
  return where?.map((clause) => {
    if (clause.field !== 'token') return clause;
    const hashOne = (token: string) => {
      const hash = hashSessionToken(token);
      known.set(hash, token);
      return hash;
    };
    if (typeof clause.value === 'string') return { ...clause, value: hashOne(clause.value) };
    if (Array.isArray(clause.value) && clause.value.every((v) => typeof v === 'string')) {
      return { ...clause, value: clause.value.map(hashOne) };
    }
    return clause;
  });
}

/**
 * A row back with the token its caller presented; a row found by something else (a user's sessions)
 * keeps the stored hash, which no cookie can carry.
 */
function withKnownToken<T>(result: T, known: Map<string, string>): T {
  if (Array.isArray(result)) return result.map((row: unknown) => withKnownToken(row, known)) as T;
  if (!result || typeof result !== 'object') return result;
  const token = (result as { token?: unknown }).token;
  const original = typeof token === 'string' ? known.get(token) : undefined;
  return original === undefined ? result : { ...result, token: original };
}

type AnyArgs = {
  model?: string;
  where?: Where[];
  data?: Record<string, unknown>;
  update?: Record<string, unknown>;
};
type AnyMethod = (args: AnyArgs) => Promise<unknown>;

function wrapAdapter<A extends DBTransactionAdapter>(adapter: A): A {
  const wrapped: Record<string, unknown> = { ...adapter };
  for (const [name, value] of Object.entries(adapter)) {
    if (typeof value !== 'function' || name === 'transaction') continue;
    const method = (value as AnyMethod).bind(adapter);
    wrapped[name] = async (args: AnyArgs) => {
      if (args?.model !== SESSION_MODEL) return method(args);
      const known = new Map<string, string>();
      const hashField = (values: Record<string, unknown> | undefined) => {
        if (typeof values?.token !== 'string') return values;
        const hash = hashSessionToken(values.token);
        known.set(hash, values.token);
        return { ...values, token: hash };
      };
      const result = await method({
        ...args,
        ...(args.where ? { where: hashedWhere(args.where, known) } : {}),
        ...(args.data ? { data: hashField(args.data) } : {}),
        ...(args.update ? { update: hashField(args.update) } : {}),
      });
      return withKnownToken(result, known);
    };
  }
  return wrapped as A;
}

/** The library's database adapter, with session tokens stored hashed. */
export function withHashedSessionTokens(factory: DBAdapterInstance): DBAdapterInstance {
  return (options) => {
    const adapter: DBAdapter = factory(options);
    const wrapped = wrapAdapter(adapter);
    // Work inside a transaction goes through the transaction's own adapter: wrapped the same way.
    return {
      ...wrapped,
      transaction: (callback) => adapter.transaction((trx) => callback(wrapAdapter(trx))),
    };
  };
}
