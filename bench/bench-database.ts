import pg from 'pg';

// A PostgreSQL database of the bench's own on the local server, dropped afterwards; undefined when no
// server answers (the figures that need one are then reported as skipped).

export const BENCH_SERVER_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';

export async function withBenchDatabase<T>(
  prefix: string,
  run: (url: string) => Promise<T>,
): Promise<T | undefined> {
  const admin = new pg.Client({ connectionString: `${BENCH_SERVER_URL}/postgres` });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `${prefix}_${process.pid}`;
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    return await run(`${BENCH_SERVER_URL}/${name}`);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}
