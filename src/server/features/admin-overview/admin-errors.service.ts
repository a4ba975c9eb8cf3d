import { desc, gte, sql, sum } from 'drizzle-orm';
import type { AdminErrors } from '../../../shared/contracts/admin-desk';
import type { Database } from '../../db/client';
import { clientErrors, serverErrorCounts } from '../../db/schema/index';

// What went wrong for people in the last 7 days: browser errors by message and page, and the
// server's 500s by route (decision 033). Aggregated in the database.

const DAY_MS = 24 * 3600_000;
const HOUR_MS = 3600_000;
const DAYS = 7;
const ROWS_SHOWN = 20;

export async function getAdminErrors(db: Database, now: Date): Promise<AdminErrors> {
  const since = new Date(now.getTime() - DAYS * DAY_MS);
  const count = sql<number>`cast(coalesce(sum(${clientErrors.weight}), 0) as integer)`;
  const serverCount = sql<number>`cast(coalesce(${sum(serverErrorCounts.count)}, 0) as integer)`;
  const recentClient = gte(clientErrors.createdAt, since);
  const thisHour = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  const [client, clientTotal, byRoute, serverTotals] = await Promise.all([
    db
      .select({
        message: clientErrors.message,
        page: clientErrors.page,
        count,
        reports: sql<number>`cast(count(*) as integer)`,
        lastSeen: sql<string>`max(${clientErrors.createdAt})`,
      })
      .from(clientErrors)
      .where(recentClient)
      .groupBy(clientErrors.message, clientErrors.page)
      .orderBy(desc(count), desc(sql`max(${clientErrors.createdAt})`))
      .limit(ROWS_SHOWN),
    db.select({ count }).from(clientErrors).where(recentClient),
    db
      .select({ method: serverErrorCounts.method, route: serverErrorCounts.route, count: serverCount })
      .from(serverErrorCounts)
      .where(gte(serverErrorCounts.hour, since))
      .groupBy(serverErrorCounts.method, serverErrorCounts.route)
      .orderBy(desc(serverCount))
      .limit(ROWS_SHOWN),
    db
      .select({
        thisHour: sql<number>`cast(coalesce(sum(${serverErrorCounts.count}) filter (where ${serverErrorCounts.hour} >= ${thisHour}), 0) as integer)`,
        lastDay: sql<number>`cast(coalesce(sum(${serverErrorCounts.count}) filter (where ${serverErrorCounts.hour} >= ${new Date(now.getTime() - DAY_MS)}), 0) as integer)`,
        week: serverCount,
      })
      .from(serverErrorCounts)
      .where(gte(serverErrorCounts.hour, since)),
  ]);
  const totals = serverTotals[0] ?? { thisHour: 0, lastDay: 0, week: 0 };
  return {
    days: DAYS,
    client: client.map((row) => ({
      message: row.message,
      page: row.page,
      count: Number(row.count),
      reports: Number(row.reports),
      lastSeen: new Date(row.lastSeen).toISOString(),
    })),
    clientTotal: Number(clientTotal[0]?.count ?? 0),
    server: byRoute.map((row) => ({ method: row.method, route: row.route, count: Number(row.count) })),
    serverTotals: {
      thisHour: Number(totals.thisHour),
      lastDay: Number(totals.lastDay),
      week: Number(totals.week),
    },
  };
}
