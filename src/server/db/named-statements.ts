import pg from 'pg';

// PostgreSQL parses and plans an unnamed statement every time it runs. The app sends a few hundred
// statement shapes at most, over and over: each shape gets a name the first time it is sent, and each
// connection then parses and plans it once and runs it again by name (decision 024). Statements
// without parameters (migrations, several commands in one text) stay unnamed. A connection pooler in
// transaction mode without prepared-statement support (PgBouncer before 1.21) cannot hold named
// statements: DATABASE_PREPARED_STATEMENTS=false turns this off.

/** Shapes named at most: beyond these (an unusual burst of distinct texts), statements stay unnamed. */
const MAX_NAMED_SHAPES = 500;
const names = new Map<string, string>();

function nameFor(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED_SHAPES) {
    name = `app_${names.size + 1}`;
    names.set(text, name);
  }
  return name;
}

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  values?: unknown;
}

/** A pg client that names each parameterised statement by its text (the same name on every connection). */
export class NamingClient extends pg.Client {}

// pg's own query, called with each client as `this` (apply below).
const query = Reflect.get(pg.Client.prototype, 'query') as (this: pg.Client, ...args: unknown[]) => unknown;
(NamingClient.prototype as unknown as { query: typeof query }).query = function (this: pg.Client, ...args) {
  const [config, values] = args;
  if (config !== null && typeof config === 'object' && !('submit' in config)) {
    const { text, name, values: own } = config as QueryConfigLike;
    const hasParameters =
      (Array.isArray(values) && values.length > 0) || (Array.isArray(own) && own.length > 0);
    if (typeof text === 'string' && name === undefined && hasParameters) {
      const named = nameFor(text);
      if (named) args[0] = { ...config, name: named };
    }
  }
  return query.apply(this, args);
};
