import { dateTimeParts, formatClockTime } from './format';

// Booking dates and times are India time (Asia/Kolkata, UTC+05:30 all year, no daylight saving).
// Spec decision 14: a preferred time is one of the two-hour windows between 9:00 and 19:00, or none.

export const PREFERRED_TIME_WINDOWS = [
  '09:00-11:00',
  '11:00-13:00',
  '13:00-15:00',
  '15:00-17:00',
  '17:00-19:00',
] as const;
export type PreferredTimeWindow = (typeof PREFERRED_TIME_WINDOWS)[number];

/** The visit day starts at 9:00 when no window was chosen. */
export const DAY_START = '09:00';

/**
 * The window a visit with no window chosen ("any time") holds: the day's first, when it starts
 * (decision 049). The server counts it so; the booking form shows "any time" full when it is.
 */
export const ANY_TIME_WINDOW: PreferredTimeWindow =
  PREFERRED_TIME_WINDOWS.find((w) => w.startsWith(DAY_START)) ?? PREFERRED_TIME_WINDOWS[0];

/** The window a booking holds: its own, or the day's first when it chose none. */
export function heldWindow(window: string | null): string {
  return window ?? ANY_TIME_WINDOW;
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** 'YYYY-MM-DD' of the given moment in India. */
export function indiaDate(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Minutes since midnight, India time. */
export function indiaMinutesOfDay(now: Date): number {
  const shifted = new Date(now.getTime() + IST_OFFSET_MS);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

/** 'YYYY-MM-DD' n days after a 'YYYY-MM-DD' date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The moment a visit starts: the window's start, or 9:00, on the preferred date in India. */
export function visitStart(preferredDate: string, preferredTime: string | null | undefined): Date {
  const start = preferredTime ? preferredTime.slice(0, 5) : DAY_START;
  return new Date(`${preferredDate}T${start}:00+05:30`);
}

/** '09:00-11:00' → '9:00 AM – 11:00 AM', through the one time formatter (src/shared/format.ts). */
export function formatTimeWindow(window: string, language?: string): string {
  const [from = '', to = ''] = window.split('-');
  return `${formatClockTime(from, language)} – ${formatClockTime(to, language)}`;
}

/**
 * How soon a visit can start: a window is offered only when it starts at least this long from now,
 * the same notice a customer needs to cancel or move one (SPEC 9).
 */
export const BOOKING_LEAD_HOURS = 2;
const LEAD_MS = BOOKING_LEAD_HOURS * 60 * 60 * 1000;

/** Whether a visit in this window on this date ('YYYY-MM-DD', India) starts far enough from now. */
export function isWindowBookable(date: string, window: PreferredTimeWindow, now: Date): boolean {
  return visitStart(date, window).getTime() - now.getTime() >= LEAD_MS;
}

/** The windows still offered on a date: all of them on a later day, the ones 2 hours away today. */
export function bookableWindows(date: string, now: Date): PreferredTimeWindow[] {
  return PREFERRED_TIME_WINDOWS.filter((window) => isWindowBookable(date, window, now));
}

/** The first date and window a visit can be booked for from now (today's, or tomorrow's first). */
export function firstBookableSlot(now: Date): { date: string; window: PreferredTimeWindow } {
  for (let day = 0; ; day++) {
    const date = addDays(indiaDate(now), day);
    const [window] = bookableWindows(date, now);
    if (window) return { date, window };
  }
}

// How a visit's date reads to a person, the same on the pages, in e-mails and in texts, in their
// language (src/shared/format.ts). Built from parts, in the Indian order: ICU versions differ on the
// comma after the month, and Odia's own order is the American one.
const shortDate = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const;
const longDate = { weekday: 'long', day: 'numeric', month: 'short', year: 'numeric' } as const;
const noonOf = (date: string) => new Date(`${date}T12:00:00+05:30`);

/** '2026-11-23' → 'Mon, 23 Nov 2026' ('सोम, 23 नव॰ 2026' in Hindi). */
export function formatPreferredDate(date: string, language?: string): string {
  const part = dateTimeParts(noonOf(date), language, shortDate);
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;
}

/** A visit's date and window: 'Wed, 25 Nov 2026, 1:00 PM – 3:00 PM', or the date alone without one. */
export function formatVisitSlot(date: string, time: string | null, language?: string): string {
  const day = formatPreferredDate(date, language);
  return time ? `${day}, ${formatTimeWindow(time, language)}` : day;
}

/** '2026-11-25' → '25 Nov 2026, Wednesday': the Indian way of reading a date typed into a date field. */
export function formatIndianDate(date: string, language?: string): string {
  const part = dateTimeParts(noonOf(date), language, longDate);
  return `${part('day')} ${part('month')} ${part('year')}, ${part('weekday')}`;
}
