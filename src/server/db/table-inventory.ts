// What a database holds, read from PostgreSQL's own catalogue so that it works the same on the
// embedded database and on a server, for whatever tables the migrations have made: the tables in an
// order where every table comes after the tables its foreign keys point to, their columns, their
// sequences, and a row count with a checksum per table to compare two copies.

/** The least both clients offer: PGlite and a `pg` client each answer `query(text, params)` with rows. */
export interface SqlClient {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface TableShape {
  name: string;
  /** Column names in their order, without generated columns (PostgreSQL computes those). */
  columns: string[];
  /** `name type` per column, in order: two databases with equal lists store rows alike. */
  signature: string[];
}

export interface TableTally {
  rows: number;
  /** Sum of a hash of every row's text: independent of row order, equal for equal contents. */
  checksum: string;
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Session settings under which a row's text is the same on every PostgreSQL (times in UTC, ISO dates,
 * exact floats, hex bytea), so that checksums of two copies can be compared.
 */
export async function setCanonicalOutput(client: SqlClient): Promise<void> {
  for (const setting of [
    "SET TimeZone = 'UTC'",
    "SET DateStyle = 'ISO, YMD'",
    "SET IntervalStyle = 'postgres'",
    'SET extra_float_digits = 1',
    "SET bytea_output = 'hex'",
  ]) {
    await client.query(setting);
  }
}

/** The tables of the public schema, each after the tables it references (a table may reference itself). */
export async function listTables(client: SqlClient): Promise<TableShape[]> {
  const { rows: columnRows } = await client.query<{ table: string; column: string; type: string }>(`
    select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type"
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    where n.nspname = 'public' and c.relkind = 'r'
    order by c.relname, a.attnum`);
  const { rows: references } = await client.query<{ child: string; parent: string }>(`
    select child.relname as child, parent.relname as parent
    from pg_constraint k
    join pg_class child on child.oid = k.conrelid
    join pg_class parent on parent.oid = k.confrelid
    join pg_namespace n on n.oid = child.relnamespace
    where k.contype = 'f' and n.nspname = 'public'`);
  const shapes = new Map<string, TableShape>();
  for (const row of columnRows) {
    const shape = shapes.get(row.table) ?? { name: row.table, columns: [], signature: [] };
    shape.columns.push(row.column);
    shape.signature.push(`${row.column} ${row.type}`);
    shapes.set(row.table, shape);
  }
  return orderByReferences([...shapes.values()], references);
}

function orderByReferences(
  tables: TableShape[],
  references: { child: string; parent: string }[],
): TableShape[] {
  const parentsOf = new Map(tables.map((t) => [t.name, new Set<string>()]));
  for (const { child, parent } of references) {
    if (child !== parent) parentsOf.get(child)?.add(parent);
  }
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (t) => !placed.has(t.name) && [...parentsOf.get(t.name)!].every((p) => placed.has(p)),
    );
    if (ready.length === 0) {
      const left = tables.filter((t) => !placed.has(t.name)).map((t) => t.name);
      throw new Error(
        `These tables reference each other in a cycle, which cannot be copied in order: ${left.join(', ')}`,
      );
    }
    for (const table of ready) {
      ordered.push(table);
      placed.add(table.name);
    }
  }
  return ordered;
}

export async function listSequences(client: SqlClient): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'S' order by 1`);
  return rows.map((r) => r.name);
}

export async function readSequence(
  client: SqlClient,
  name: string,
): Promise<{ lastValue: string; isCalled: boolean }> {
  const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
    `select last_value::text as last_value, is_called from public.${quoteIdent(name)}`,
  );
  return { lastValue: rows[0]!.last_value, isCalled: rows[0]!.is_called };
}

/** Row count and checksum of one table (run under setCanonicalOutput on both sides). */
export async function tallyTable(client: SqlClient, table: string): Promise<TableTally> {
  const { rows } = await client.query<{ rows: string; checksum: string }>(`
    select count(*)::text as rows,
      coalesce(sum(('x' || substr(md5(t::text), 1, 15))::bit(60)::bigint), 0)::text as checksum
    from public.${quoteIdent(table)} t`);
  return { rows: Number(rows[0]!.rows), checksum: rows[0]!.checksum };
}

/** Whether a table has any row (cheaper than counting). */
export async function hasRows(client: SqlClient, table: string): Promise<boolean> {
  const { rows } = await client.query<{ found: boolean }>(
    `select exists (select 1 from public.${quoteIdent(table)}) as found`,
  );
  return rows[0]!.found;
}
