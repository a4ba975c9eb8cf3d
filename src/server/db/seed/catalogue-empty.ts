import { count } from 'drizzle-orm';
import type { Database } from '../client';
import { brands } from '../schema/index';

/** A database with no catalogue yet: the first start seeds it. Kept apart from the seed's data. */
export async function isCatalogueEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(brands);
  return (row?.n ?? 0) === 0;
}
