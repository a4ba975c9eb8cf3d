import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from './client';
import type { DatabaseHandle } from './client';
import type { SqlClient, TableShape, TableTally } from './table-inventory';
import {
  hasRows,
  listSequences,
  listTables,
  quoteIdent,
  readSequence,
  tallyTable,
  setCanonicalOutput,
} from './table-inventory';

// The step when a shop outgrows one machine: every row of the embedded database (DATA_DIR) goes into
// an empty PostgreSQL database, in one transaction there, and is counted and checksummed on both sides
// before that transaction commits. Anything wrong leaves the target as empty as it was.

/** A reason not to move, worded for the person running the command. */
export class MoveRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MoveRefusedError';
  }
}

export interface MovedTable extends TableTally {
  name: string;
}

export interface MoveOptions {
  dataDir: string;
  targetUrl: string;
  /** Progress lines for the person running it. */
  progress?: (line: string) => void;
  /** Rows read and written at a time. */
  batchRows?: number;
}

const DEFAULT_BATCH_ROWS = 1000;

export async function moveToPostgres(options: MoveOptions): Promise<MovedTable[]> {
  const progress = options.progress ?? (() => {});
  if (!fs.existsSync(path.join(options.dataDir, 'pgdata', 'PG_VERSION'))) {
    throw new MoveRefusedError(`There is no embedded database in ${options.dataDir} (DATA_DIR) to move.`);
  }
  // Opening takes the data directory's lock: a running server keeps this out (DataDirLockedError).
  const source = await openDatabase({ dataDir: options.dataDir });
  try {
    // The target gets every migration of this version; the source must have them too.
    await source.migrate();
    const target = new pg.Client({ connectionString: options.targetUrl });
    await target.connect();
    try {
      const targetSql: SqlClient = {
        query: async <T>(text: string, params?: unknown[]) => ({
          rows: (await target.query(text, params)).rows as T[],
        }),
      };
      await prepareTarget(targetSql, options.targetUrl, progress);
      return await copyAll(
        embeddedClient(source),
        targetSql,
        options.batchRows ?? DEFAULT_BATCH_ROWS,
        progress,
      );
    } finally {
      await target.end();
    }
  } finally {
    await source.close();
  }
}

function embeddedClient(handle: DatabaseHandle): SqlClient {
  const client = handle.embedded;
  if (!client) throw new Error('moveToPostgres reads an embedded database');
  return { query: async <T>(text: string, params?: unknown[]) => client.query<T>(text, params) };
}

/** Refuses a target with data; migrates it (the same migrations as the app) when it has none. */
async function prepareTarget(target: SqlClient, targetUrl: string, progress: (line: string) => void) {
  const tables = await listTables(target);
  await refuseRows(target, tables);
  progress(
    tables.length === 0 ? 'Migrating the empty target database…' : 'Checking the target’s migrations…',
  );
  const handle = await openDatabase({ databaseUrl: targetUrl });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
}

async function refuseRows(target: SqlClient, tables: TableShape[]) {
  const filled: string[] = [];
  for (const table of tables) {
    if (await hasRows(target, table.name)) filled.push(table.name);
  }
  if (filled.length > 0) {
    throw new MoveRefusedError(
      `The target database is not empty (rows in ${filled.join(', ')}). ` +
        'Move into a new database (createdb), so that nothing there is overwritten or mixed.',
    );
  }
}

/** The two databases must have the same tables with the same columns, and the same sequences. */
function refuseDifferentShapes(
  source: { tables: TableShape[]; sequences: string[] },
  target: { tables: TableShape[]; sequences: string[] },
) {
  const describe = (side: typeof source) => [
    ...side.tables.map((t) => `${t.name}(${t.signature.join(', ')})`),
    ...side.sequences.map((s) => `sequence ${s}`),
  ];
  const inTarget = new Set(describe(target));
  const inSource = new Set(describe(source));
  const missing = [...inSource].filter((d) => !inTarget.has(d));
  const extra = [...inTarget].filter((d) => !inSource.has(d));
  if (missing.length > 0 || extra.length > 0) {
    throw new MoveRefusedError(
      'The target database’s tables differ from the embedded database’s, so it was made by another ' +
        `version of the app or by something else. Move into a new database (createdb).\n` +
        [
          ...missing.map((d) => `  only in the embedded database: ${d}`),
          ...extra.map((d) => `  only in the target: ${d}`),
        ].join('\n'),
    );
  }
}

async function copyAll(
  source: SqlClient,
  target: SqlClient,
  batchRows: number,
  progress: (line: string) => void,
): Promise<MovedTable[]> {
  const sourceShape = { tables: await listTables(source), sequences: await listSequences(source) };
  refuseDifferentShapes(sourceShape, {
    tables: await listTables(target),
    sequences: await listSequences(target),
  });
  const { tables, sequences } = sourceShape;
  // Nothing writes to the source (its lock is held); one snapshot keeps every table of one moment.
  await source.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  await target.query('BEGIN');
  try {
    await setCanonicalOutput(source);
    await setCanonicalOutput(target);
    // An app started on the target meanwhile waits here, then finds the data (and seeds nothing).
    await target.query(
      `LOCK TABLE ${tables.map((t) => `public.${quoteIdent(t.name)}`).join(', ')} IN ACCESS EXCLUSIVE MODE`,
    );
    await refuseRows(target, tables);
    for (const table of tables) {
      const copied = await copyTable(source, target, table, batchRows);
      progress(`Copied ${table.name}: ${copied} rows`);
    }
    // Sequences continue where they were, so the next booking event or message gets a fresh id.
    for (const name of sequences) {
      const { lastValue, isCalled } = await readSequence(source, name);
      await target.query('select setval($1::regclass, $2::bigint, $3)', [
        `public.${quoteIdent(name)}`,
        lastValue,
        isCalled,
      ]);
    }
    const moved = await verifyTables(source, target, tables);
    await target.query('COMMIT');
    return moved;
  } catch (error) {
    await target.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await source.query('ROLLBACK').catch(() => undefined);
  }
}

/**
 * Rows travel as jsonb: `to_jsonb` on the source and `jsonb_populate_recordset` on the target convert
 * every column through its own type's text form, so enums, jsonb, arrays, timestamps with their
 * microseconds and bytea arrive exactly, whatever the JavaScript drivers would make of them.
 */
async function copyTable(source: SqlClient, target: SqlClient, table: TableShape, batchRows: number) {
  const name = `public.${quoteIdent(table.name)}`;
  const columns = table.columns.map(quoteIdent).join(', ');
  const insert = `insert into ${name} (${columns}) select ${columns} from jsonb_populate_recordset(null::${name}, $1::jsonb)`;
  await source.query(`DECLARE move_rows NO SCROLL CURSOR FOR select to_jsonb(t)::text as row from ${name} t`);
  let copied = 0;
  try {
    for (;;) {
      const { rows } = await source.query<{ row: string }>(`FETCH FORWARD ${batchRows} FROM move_rows`);
      if (rows.length === 0) break;
      await target.query(insert, [`[${rows.map((r) => r.row).join(',')}]`]);
      copied += rows.length;
    }
  } finally {
    await source.query('CLOSE move_rows');
  }
  return copied;
}

async function verifyTables(
  source: SqlClient,
  target: SqlClient,
  tables: TableShape[],
): Promise<MovedTable[]> {
  const moved: MovedTable[] = [];
  const wrong: string[] = [];
  for (const table of tables) {
    const before = await tallyTable(source, table.name);
    const after = await tallyTable(target, table.name);
    if (before.rows !== after.rows || before.checksum !== after.checksum) {
      wrong.push(
        `  ${table.name}: ${before.rows} rows (checksum ${before.checksum}) in the embedded database, ` +
          `${after.rows} rows (checksum ${after.checksum}) in the target`,
      );
    }
    moved.push({ name: table.name, ...after });
  }
  if (wrong.length > 0) {
    throw new Error(
      `The copy does not match the embedded database; nothing was written:\n${wrong.join('\n')}`,
    );
  }
  return moved;
}
