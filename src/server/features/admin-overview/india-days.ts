import { addDays } from '../../../shared/booking-time';

// The admin reads dates as India dates (Asia/Kolkata, UTC+05:30 all year, no daylight saving).

/** The moment an India day begins. */
export function startOfIndiaDay(date: string): Date {
  return new Date(`${date}T00:00:00+05:30`);
}

/** The Monday of the India week holding `date` ('YYYY-MM-DD'). */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}
