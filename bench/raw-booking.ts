// The limit of this machine for a booking: the same transaction the app makes, as plain SQL through
// `pg`, with no HTTP, no validation and no ORM. The same locks (the per-address and the window's
// advisory locks with the catalogue's shared, the hourly-cap counter), the same reads (the idempotency
// key, the team, its week's rows for the window, areas and leave, the day's holds for the count of places, the device
// with its prices, the admins' addresses) and the same writes (the booking with its visit, its first
// event, its tracking link, the pg_notify of the change, its three outbox messages with the bytes the
// app wrote), in the same statements as the app sends them: 17 a booking, in one transaction on one
// connection. It
// follows the app's shape: when the app's statements change, these change with them (decision 024).
// 20 pooled clients, each running one booking after another, as autocannon's 20 connections do
// against the app.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { percentile } from './bench-kit';
import type { BenchVisit } from './booking-load';
import { benchVisit } from './booking-load';
import { countPlaces } from './raw-window-places';

export interface RawFigures {
  rate: number;
  p50: number;
  p99: number;
  total: number;
}

/** What a booking of the bench carries: its device, repairs and the outbox bytes the app wrote. */
export interface RawBookingShape {
  deviceId: number;
  serviceIds: number[];
  messages: {
    channel: string;
    toAddress: string;
    subject: string | null;
    text: string;
    html: string | null;
    /** The words kept beside a redacted record until delivery (jsonb text), or null. */
    undelivered: string | null;
    template: string;
    status: string;
  }[];
}

/**
 * The outbox rows of the newest booking the app made: the raw run writes the same bytes. Found by its
 * confirmation, not by the newest message: the notice clock may have just alerted the admins about
 * a seeded booking left pending.
 */
export async function readBookingShape(
  databaseUrl: string,
  deviceId: number,
  serviceIds: number[],
): Promise<RawBookingShape> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{
      channel: string;
      to_address: string;
      subject: string | null;
      text_body: string;
      html_body: string | null;
      undelivered_body: string | null;
      template: string;
      status: string;
    }>(
      `select channel, to_address, subject, text_body, html_body, undelivered_body::text, template,
         case when status = 'outbox' then 'outbox' else 'queued' end as status from messages
       where booking_id = (select booking_id from messages where template = 'booking_received' order by id desc limit 1)
       order by id`,
    );
    if (rows.length === 0) throw new Error('the app wrote no outbox messages to copy');
    return {
      deviceId,
      serviceIds,
      messages: rows.map((row) => ({
        channel: row.channel,
        toAddress: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        undelivered: row.undelivered_body,
        template: row.template,
        status: row.status,
      })),
    };
  } finally {
    await client.end();
  }
}

const BOOKING_ID_LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function readableId(): string {
  const suffix = Array.from(randomBytes(4), (byte) => BOOKING_ID_LETTERS[byte % 31]).join('');
  return `BK-${new Date().toISOString().slice(0, 10).replaceAll('-', '')}-${suffix}`;
}

// The catalogue's lock shared with the per-address lock, as the app takes them (decision 024).
const LOCK = `with catalogue as (select pg_advisory_xact_lock_shared(4242, 2))
  select pg_advisory_xact_lock(k) from catalogue,
    (select distinct hashtext(x) as k from unnest($1::text[]) as x) as keys order by k`;
const BY_KEY = `select id from bookings where idempotency_key = $1`;
const PRICE = `select d.name as device_name, b.name as brand, s.id, s.name, s.slug, p.price_amount, p.warranty_days
  from devices d join brands b on b.id = d.brand_id join device_categories c on c.id = d.category_id
  left join device_repair_pricing p on p.device_id = d.id and p.is_available and p.repair_service_id = any($2::int[])
  left join repair_services s on s.id = p.repair_service_id and s.is_active
  where d.id = $1 and d.is_active and b.is_active and c.is_active`;
const COUNT = `insert into request_counters (key, count, window_ends_at) values ($1, 1, $2)
  on conflict (key) do update set
    count = case when request_counters.window_ends_at <= $3 then 1 else request_counters.count + 1 end,
    window_ends_at = case when request_counters.window_ends_at <= $3 then $2 else request_counters.window_ends_at end
  returning count, window_ends_at`;
const INSERT_BOOKING = `insert into bookings (booking_id, device_id, name, email, phone, address, city, state,
  pincode, device_model, selected_issues, selected_issues_text, selected_services_details, total_price,
  idempotency_key, idempotency_request_hash, submitted_from, preferred_date, preferred_time)
  values ($1, $2, 'Bench Customer', 'bench@example.com', '+919876543210', '12 Janpath Road', 'Bhubaneswar',
  'Odisha', $11, $3, $4, $5, $6, $7, $8, $9, $10, $12, $13)
  on conflict (idempotency_key) do nothing returning *`;

const ADMINS = `select u.email from user_roles r join users u on u.id = r.user_id
  where r.role = 'admin' and u.email not like '%.invalid'`;

// The booking's first event, its tracking link and its announcement, one statement each, as the app
// writes them (domain/booking-lifecycle.ts, recordBookingCreated).
const INSERT_EVENT = `insert into booking_events (booking_id, to_status, actor_role, created_at)
  values ($1, 'pending', 'guest', $2)`;
const INSERT_LINK = `insert into tracking_links (booking_id, token_hash, created_at) values ($1, $3, $2)`;
const ANNOUNCE = `select pg_notify('booking_changes', $1)`;

/**
 * The booking's outbox rows in one insert, as the app's `enqueue` writes them. They are never due
 * (next_attempt_at null): the app's delivery worker, running beside this, must not spend the raw
 * run's time sending them.
 */
function insertMessages(messageCount: number): string {
  const rows = Array.from({ length: messageCount }, (_, i) => {
    const at = (n: number) => `$${2 + i * 8 + n}`;
    return `(${at(0)}::message_channel, ${at(1)}, ${at(2)}, ${at(3)}, ${at(4)}, ${at(5)}::jsonb, $1, ${at(6)}, ${at(7)}::message_status, null)`;
  });
  return `insert into messages (channel, to_address, subject, text_body, html_body, undelivered_body, booking_id,
      template, status, next_attempt_at)
    values ${rows.join(', ')} returning id`;
}

/** One booking, statement by statement as the app sends them, on one client. */
async function bookOnce(
  client: pg.PoolClient,
  shape: RawBookingShape,
  { address, key, visit }: { address: string; key: string; visit: BenchVisit },
) {
  const now = new Date();
  await client.query('begin');
  try {
    // The window's lock beside the address's, as windowLockKey names it.
    await client.query(LOCK, [
      [`booking-rate:${address}`, `window:${visit.preferredDate} ${visit.preferredTime}`],
    ]);
    if ((await client.query(BY_KEY, [key])).rowCount) throw new Error('raw booking key replayed');
    if ((await countPlaces(client, visit)) <= 0) throw new Error('raw booking: the window is full');
    const priced = (
      await client.query<{
        device_name: string;
        brand: string;
        id: number;
        name: string;
        slug: string;
        price_amount: number;
        warranty_days: number;
      }>(PRICE, [shape.deviceId, shape.serviceIds])
    ).rows;
    if (priced.length === 0) throw new Error('raw booking: device not found');
    const services = priced.map((p) => ({
      id: p.id,
      name: p.name,
      slug: p.slug,
      priceAmount: p.price_amount,
      warrantyDays: p.warranty_days,
    }));
    const total = services.reduce((sum, s) => sum + s.priceAmount, 0);
    await client.query(COUNT, [`bookings:${address}`, new Date(now.getTime() + 3_600_000), now]);
    const booking = (
      await client.query<{ id: string }>(INSERT_BOOKING, [
        readableId(),
        shape.deviceId,
        `${priced[0]!.brand} ${priced[0]!.device_name}`,
        services.map((s) => s.id),
        services.map((s) => s.name).join(', '),
        JSON.stringify(services),
        total,
        key,
        createHash('sha256').update(key).digest('hex'),
        address,
        visit.pincode,
        visit.preferredDate,
        visit.preferredTime,
      ])
    ).rows[0]!;
    await client.query(INSERT_EVENT, [booking.id, now]);
    await client.query(INSERT_LINK, [booking.id, now, randomBytes(32).toString('hex')]);
    await client.query(ANNOUNCE, [JSON.stringify({ bookingId: booking.id, status: 'pending' })]);
    await client.query(ADMINS);
    await client.query(insertMessages(shape.messages.length), [
      booking.id,
      ...shape.messages.flatMap((m) => [
        m.channel,
        m.toAddress,
        m.subject,
        m.text,
        m.html,
        m.undelivered,
        m.template,
        m.status,
      ]),
    ]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/** As the app does: two bookings that drew the same readable id try again with a new one. */
async function bookWithRetry(
  client: pg.PoolClient,
  shape: RawBookingShape,
  booking: { address: string; key: string; visit: BenchVisit },
) {
  for (let attempt = 1; ; attempt++) {
    try {
      await bookOnce(client, shape, booking);
      return;
    } catch (error) {
      const constraint = (error as { constraint?: string }).constraint;
      if (attempt < 5 && constraint === 'bookings_booking_id_unique') continue;
      throw error;
    }
  }
}

/** `clients` loops of raw bookings for `durationS`; bookings per second and latency. */
export async function runRawBookings(
  databaseUrl: string,
  shape: RawBookingShape,
  {
    clients,
    durationS,
    beforeClose,
  }: {
    clients: number;
    durationS: number;
    /** Called once the run is over, while its connections are still open (their CPU is counted). */
    beforeClose?: () => void;
  },
): Promise<RawFigures> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: clients });
  const latencies: number[] = [];
  const run = randomUUID().slice(0, 8);
  let sequence = 0;
  try {
    const started = performance.now();
    const deadline = started + durationS * 1000;
    await Promise.all(
      Array.from({ length: clients }, async (_, index) => {
        const client = await pool.connect();
        try {
          // A client per customer address, as the app's bench sends them.
          const address = `198.51.100.${index + 1}`;
          while (performance.now() < deadline) {
            const begun = performance.now();
            const n = ++sequence;
            await bookWithRetry(client, shape, { address, key: `raw-${run}-${n}`, visit: benchVisit(n) });
            latencies.push(performance.now() - begun);
          }
        } finally {
          client.release();
        }
      }),
    );
    const elapsedS = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      rate: latencies.length / elapsedS,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      total: latencies.length,
    };
  } finally {
    beforeClose?.();
    await pool.end();
  }
}
