import { randomUUID } from 'node:crypto';
import { and, eq, lt, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/client';
import { liveStreamProcesses, liveStreams } from '../db/schema/index';

// The live streams of every process, counted in the database so that one person's limit holds across
// processes (decision 031). Each process holds a lease that it renews; a process killed without a word
// stops renewing, and once its lease has run out its streams count no more. Times are the database's,
// so the processes' clocks need not agree.

/** A process whose lease ended this long ago is removed with its rows (they have not counted since). */
const SWEEP_AFTER = sql`interval '10 minutes'`;

export interface StreamLeases {
  /** This process's id in `live_stream_processes`. */
  processId: string;
  /**
   * Records stream `id` of `owner` unless the owner already holds `limit` on all live processes
   * together; false when it is refused. The caller counts `id` among the streams it holds before
   * calling, so that a renewal running meanwhile does not take the new row for a stray.
   */
  open(id: string, owner: string, limit: number): Promise<boolean>;
  /** The stream ended: its place is free for its owner. */
  close(id: string): Promise<void>;
  /**
   * Renews this process's lease, sweeps processes long dead, and makes this process's rows the
   * streams it holds (`held`: id → owner): a close that failed, or rows swept while the database
   * could not be reached, are put right.
   */
  renew(held: ReadonlyMap<string, string>): Promise<void>;
  /** The process stops: its lease and its streams are removed. */
  end(): Promise<void>;
}

/** Whether a database error (possibly wrapped by the ORM) is a foreign key violation. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === '23503') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export function createStreamLeases(db: Database, leaseSeconds: number): StreamLeases {
  const processId = randomUUID();
  const leaseEnd = sql`now() + make_interval(secs => ${leaseSeconds})`;

  /** Writes or renews this process's lease; true when the row had to be made (again). */
  const holdLease = async (): Promise<boolean> => {
    const result = await db.execute(sql`
      insert into ${liveStreamProcesses} (id, lease_ends_at) values (${processId}, ${leaseEnd})
      on conflict (id) do update set lease_ends_at = excluded.lease_ends_at
      returning (xmax = 0) as made`);
    return rowsOf<{ made: boolean }>(result)[0]?.made === true;
  };

  const openOnce = (id: string, owner: string, limit: number) =>
    db.transaction(async (tx) => {
      // Two processes opening a stream for one owner at once must not both see a free place.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`live-streams:${owner}`}))`);
      const counted = await tx.execute(sql`
        select count(*)::int as held from ${liveStreams} s
        join ${liveStreamProcesses} p on p.id = s.process_id
        where s.owner = ${owner} and p.lease_ends_at > now()`);
      if ((rowsOf<{ held: number }>(counted)[0]?.held ?? 0) >= limit) return false;
      await tx.insert(liveStreams).values({ id, processId, owner });
      return true;
    });

  return {
    processId,
    async open(id, owner, limit) {
      try {
        return await openOnce(id, owner, limit);
      } catch (error) {
        // This process's lease was swept while it could not reach the database: take it again.
        if (!isForeignKeyViolation(error)) throw error;
        await holdLease();
        return openOnce(id, owner, limit);
      }
    },
    async close(id) {
      await db.delete(liveStreams).where(eq(liveStreams.id, id));
    },
    async renew(held) {
      const made = await holdLease();
      if (made && held.size > 0) {
        await db
          .insert(liveStreams)
          .values([...held].map(([id, owner]) => ({ id, processId, owner })))
          .onConflictDoNothing();
      }
      await db
        .delete(liveStreams)
        .where(and(eq(liveStreams.processId, processId), notInArray(liveStreams.id, [...held.keys()])));
      await db
        .delete(liveStreamProcesses)
        .where(lt(liveStreamProcesses.leaseEndsAt, sql`now() - ${SWEEP_AFTER}`));
    },
    async end() {
      await db.delete(liveStreamProcesses).where(eq(liveStreamProcesses.id, processId));
    },
  };
}
