import { sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';

// The key under which one mailbox is counted once (decision 007): x.y+1@gmail.com and xy@gmail.com
// reach the same inbox, so they take one referral discount, not two.
//
// - Every domain: lower case, and a `+tag` after the first character of the local part is dropped
//   (Gmail, Outlook, iCloud, Fastmail and Proton all deliver `name+anything` to `name`).
// - gmail.com and googlemail.com (one service): dots in the local part are dropped too, and the domain
//   is gmail.com. Elsewhere dots can name different people, so they stay.
//
// The two forms below must agree: the TypeScript one keys the e-mail a booking gives, the SQL one
// keys the bookings already stored (and is indexed as `bookings_email_key_idx`). Addresses have been
// checked by the booking schema, so they have exactly one '@'.

const GMAIL_DOMAINS = ['gmail.com', 'googlemail.com'];

/** The mailbox an address reaches, as a key: see above. */
export function emailKey(email: string): string {
  const lower = email.toLowerCase();
  const at = lower.indexOf('@');
  if (at < 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.includes(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/** emailKey in SQL, for a column or expression holding an address. Immutable, so it can be indexed. */
export function emailKeySql(address: AnyColumn | SQL): SQL<string> {
  const lower = sql`lower(${address})`;
  const local = sql`split_part(${lower}, '@', 1)`;
  const domain = sql`split_part(${lower}, '@', 2)`;
  const untagged = sql`(case when position('+' in ${local}) > 1 then split_part(${local}, '+', 1) else ${local} end)`;
  return sql<string>`(case when ${domain} in ('gmail.com', 'googlemail.com') then replace(${untagged}, '.', '') || '@gmail.com' else ${untagged} || '@' || ${domain} end)`;
}
