import type { Logger } from '../../lib/logger';
import type { Notifier } from '../outbox';
import type { SupportContacts } from '../templates/booking-facts';

/** What the notice clock needs besides the database and the time (the server's settings). */
export interface NoticeClockDeps {
  notifier: Notifier;
  support: SupportContacts;
  logger: Logger;
  /** From this hour of the evening (India time) customers hear of tomorrow's visit (REMINDER_EVENING_HOUR). */
  eveningHour: number;
  /** From this hour of the morning (India time) technicians get their day (TECHNICIAN_SUMMARY_HOUR). */
  morningHour: number;
  /** Working minutes a pending booking may wait before the admins hear of it (UNCONFIRMED_ALERT_MINUTES). */
  unconfirmedMinutes: number;
  /** Days a technician may hold cash before the admins hear of it (CASH_HELD_ALERT_DAYS). */
  cashHeldDays: number;
}
