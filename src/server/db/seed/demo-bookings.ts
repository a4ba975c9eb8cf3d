import type { PreferredTimeWindow } from '../../../shared/booking-time';
import { addDays, indiaDate, PREFERRED_TIME_WINDOWS, visitStart } from '../../../shared/booking-time';
import type { BookingStatus } from '../../../shared/booking-status';
import type { SelectedServiceDetail } from '../schema/bookings';
import type { BookingActorRole } from '../schema/bookings';
import { heldWindow, isoWeekday, serves } from '../../domain/capacity-count';
import type { Locality } from './demo-shop-data';

// Plans the demo shop's bookings (pure, seeded): when and where, in which status, with which
// technician. A booking is given a technician only when that technician serves its pincode, works
// its window that weekday, is not on approved leave and has a place left in the window (their
// jobs_per_window), so that the schedule looks real and no window is overbooked.

type Rng = { next: () => number; int: (below: number) => number; pick: <T>(list: readonly T[]) => T };

export interface TechnicianPlan {
  name: string;
  prefixes: readonly string[];
  base: readonly [number, number];
  jobsPerWindow: number;
  /** ISO weekdays worked (1 Monday … 7 Sunday). */
  days: readonly number[];
  windows: (weekday: number) => readonly string[];
  leave: readonly { from: string; to: string; reason: string; status: 'approved' | 'requested' }[];
}

interface PricedRow {
  deviceId: number;
  device: string;
  brand: string;
  serviceId: number;
  service: string;
  slug: string;
  price: number;
  warrantyDays: number;
}

export interface PlannedEvent {
  from: BookingStatus | null;
  to: BookingStatus;
  actor: BookingActorRole;
  reason?: string;
  at: Date;
}

export interface PlannedBooking {
  code: string;
  date: string;
  window: PreferredTimeWindow | null;
  status: BookingStatus;
  technicianId: number | null;
  customer: {
    name: string;
    email: string;
    phone: string;
    address: string;
    city: string;
    state: string;
    pincode: string;
    lat: number;
    lng: number;
  };
  device: { deviceId: number; model: string; services: SelectedServiceDetail[] };
  problem: string | null;
  total: number;
  referralCode: string | null;
  paymentMethod: 'cash' | 'upi';
  cancelReason: string | null;
  language: 'en' | 'hi' | 'or';
  createdAt: Date;
  events: PlannedEvent[];
}

export interface PlanInput {
  count: number;
  today: string;
  now: Date;
  pastDays: number;
  futureDays: number;
  technicians: readonly (TechnicianPlan & { id: number })[];
  catalogue: readonly (readonly PricedRow[])[];
  referralCodes: readonly string[];
  localities: readonly Locality[];
  words: {
    first: readonly string[];
    last: readonly string[];
    streets: readonly string[];
    problems: readonly string[];
    reasons: readonly string[];
  };
}

const HOUR = 3_600_000;
const CODE_LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function planDemoBookings(random: Rng, input: PlanInput): PlannedBooking[] {
  const load = new Map<string, number>();
  const codes = new Set<string>();
  const { now, technicians, words } = input;
  const free = (date: string, window: string, pincode: string) =>
    technicians.filter((t) => {
      const weekday = isoWeekday(date);
      if (!t.days.includes(weekday) || !t.windows(weekday).includes(window)) return false;
      if (!serves(t.prefixes, pincode)) return false;
      if (t.leave.some((l) => l.status === 'approved' && l.from <= date && date <= l.to)) return false;
      return (load.get(`${t.id} ${date} ${window}`) ?? 0) < t.jobsPerWindow;
    });
  const planned: PlannedBooking[] = [];
  for (let n = 0; n < input.count; n++) {
    // A quarter of the bookings are in the coming week, the rest spread over the past.
    const offset = random.next() < 0.25 ? random.int(input.futureDays + 1) : -1 - random.int(input.pastDays);
    const date = addDays(input.today, offset);
    const locality = random.pick(input.localities);
    let window: PreferredTimeWindow | null = random.next() < 0.1 ? null : random.pick(PREFERRED_TIME_WINDOWS);
    // The first window of the day that still has a technician for this pincode, from the chosen one on.
    let technician: (typeof technicians)[number] | undefined;
    const tries = [window, ...PREFERRED_TIME_WINDOWS.filter((w) => w !== window)];
    for (const w of tries) {
      const candidates = free(date, heldWindow(w), locality.pincode);
      if (candidates.length > 0) {
        window = w;
        technician = random.pick(candidates);
        break;
      }
    }
    const start = visitStart(date, window);
    const timing =
      start.getTime() + 2 * HOUR <= now.getTime()
        ? 'past'
        : start.getTime() <= now.getTime()
          ? 'now'
          : 'future';
    let status: BookingStatus;
    const roll = random.next();
    if (timing === 'past') status = technician && roll < 0.8 ? 'completed' : 'cancelled';
    else if (timing === 'now') status = technician ? 'in_progress' : 'pending';
    else status = roll < 0.06 ? 'cancelled' : roll < 0.45 ? 'pending' : technician ? 'confirmed' : 'pending';
    // Half the pending bookings wait for an admin to give them a technician.
    if (status === 'pending' && random.next() < 0.5) technician = undefined;
    if (status === 'cancelled' && random.next() < 0.5) technician = undefined;
    if (technician) {
      const key = `${technician.id} ${date} ${heldWindow(window)}`;
      load.set(key, (load.get(key) ?? 0) + 1);
    }
    const createdAt = new Date(
      timing === 'future'
        ? now.getTime() - (1 + random.int(60)) * HOUR
        : start.getTime() - (6 + random.int(90)) * HOUR,
    );
    const cancelReason = status === 'cancelled' ? random.pick(words.reasons) : null;
    const events = historyOf(status, createdAt, start, now, cancelReason, random);
    const first = random.pick(words.first);
    const last = random.pick(words.last);
    const pricings = random.pick(input.catalogue);
    const chosen = pricings.slice(0, random.next() < 0.8 ? 1 : 2);
    const services: SelectedServiceDetail[] = chosen.map((p) => ({
      id: p.serviceId,
      name: p.service,
      slug: p.slug,
      priceAmount: p.price,
      warrantyDays: p.warrantyDays,
    }));
    const referralCode =
      n % 29 === 11 && input.referralCodes.length > 0 ? random.pick(input.referralCodes) : null;
    const subtotal = services.reduce((sum, s) => sum + s.priceAmount, 0);
    let code: string;
    do {
      code = `BK-${indiaDate(createdAt).replaceAll('-', '')}-${Array.from({ length: 4 }, () => random.pick([...CODE_LETTERS])).join('')}`;
    } while (codes.has(code));
    codes.add(code);
    const languageRoll = random.next();
    planned.push({
      code,
      date,
      window,
      status,
      technicianId: technician?.id ?? null,
      customer: {
        name: `${first} ${last}`,
        email: `${first}.${last}${n + 1}@example.com`.toLowerCase(),
        phone: `+91${7 + random.int(3)}${String(100_000_000 + n * 7_919 + random.int(7_000)).slice(-9)}`,
        address: `${random.pick(words.streets)} ${1 + random.int(400)}, ${locality.name}`,
        city: 'Bhubaneswar',
        state: 'Odisha',
        pincode: locality.pincode,
        lat: locality.lat + (random.next() - 0.5) * 0.008,
        lng: locality.lng + (random.next() - 0.5) * 0.008,
      },
      device: { deviceId: chosen[0]!.deviceId, model: `${chosen[0]!.brand} ${chosen[0]!.device}`, services },
      problem: random.next() < 0.4 ? random.pick(words.problems) : null,
      total: Math.max(0, subtotal - (referralCode ? 5_000 : 0)),
      referralCode,
      paymentMethod: random.next() < 0.55 ? 'cash' : 'upi',
      cancelReason,
      language: languageRoll < 0.7 ? 'en' : languageRoll < 0.88 ? 'hi' : 'or',
      createdAt,
      events,
    });
  }
  return planned;
}

/** The lifecycle's events for a booking that reached `status`: created, confirmed, started, ended. */
function historyOf(
  status: BookingStatus,
  createdAt: Date,
  start: Date,
  now: Date,
  reason: string | null,
  random: Rng,
): PlannedEvent[] {
  const events: PlannedEvent[] = [{ from: null, to: 'pending', actor: 'guest', at: createdAt }];
  const later = (hours: number) =>
    new Date(Math.min(now.getTime() - 60_000, createdAt.getTime() + hours * HOUR));
  if (status === 'pending') return events;
  if (status === 'cancelled') {
    const confirmedFirst = random.next() < 0.5;
    if (confirmedFirst) events.push({ from: 'pending', to: 'confirmed', actor: 'admin', at: later(1) });
    events.push({
      from: confirmedFirst ? 'confirmed' : 'pending',
      to: 'cancelled',
      actor: random.next() < 0.5 ? 'customer' : 'admin',
      reason: reason ?? undefined,
      at: later(3),
    });
    return events;
  }
  events.push({ from: 'pending', to: 'confirmed', actor: 'admin', at: later(1) });
  if (status === 'confirmed') return events;
  const started = new Date(Math.min(now.getTime() - 30_000, start.getTime() + 10 * 60_000));
  events.push({ from: 'confirmed', to: 'in_progress', actor: 'technician', at: started });
  if (status === 'in_progress') return events;
  events.push({
    from: 'in_progress',
    to: 'completed',
    actor: 'technician',
    at: new Date(started.getTime() + (40 + random.int(50)) * 60_000),
  });
  return events;
}
