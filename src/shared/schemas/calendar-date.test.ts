import { describe, expect, it } from 'vitest';
import { fieldError } from '../field-error';
import { technicianListQuerySchema } from './admin-people';
import { BOOKING_MESSAGES, bookingSchema } from './booking';
import { isCalendarDate } from './calendar-date';
import {
  adminBookingExportQuerySchema,
  adminBookingListQuerySchema,
  adminBookingMapQuerySchema,
} from './list-query';
import { RESCHEDULE_MESSAGES, rescheduleSchema } from './reschedule';

// Days that are not on the calendar are refused by every schema with a date, with the date field's
// own message: Date.parse would roll them over into the next month and the database refuses them.

// 09:30 in India on Sunday 22 November 2026.
const now = new Date('2026-11-22T04:00:00Z');
const impossible = ['2026-11-31', '2026-12-32', '2027-02-29', '2026-13-01', '2026-00-10', '2026-11-00'];

const fieldMessage = (
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) => result.error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('isCalendarDate', () => {
  it('takes real days, leap days included', () => {
    for (const day of ['2026-11-30', '2026-12-31', '2028-02-29', '2000-02-29', '0001-01-01']) {
      expect(isCalendarDate(day), day).toBe(true);
    }
  });

  it('refuses days the calendar does not have and other spellings', () => {
    for (const day of [...impossible, '1900-02-29', '2026-1-05', '25/11/2026', '2026-11-25T00:00', '']) {
      expect(isCalendarDate(day), day).toBe(false);
    }
  });
});

describe('schemas with dates', () => {
  const booking = {
    name: 'Priya Das',
    email: 'priya@example.com',
    phone: '9876543210',
    address: '12 Janpath Road',
    city: 'Bhubaneswar',
    state: 'Odisha',
    pincode: '751001',
    deviceId: 1,
    deviceModel: 'Galaxy S21',
    preferredTime: '11:00-13:00',
    selectedIssues: [1],
  };

  it.each(impossible)('the booking form refuses %s with its date message', (day) => {
    const result = bookingSchema(now).safeParse({ ...booking, preferredDate: day });
    expect(result.success).toBe(false);
    expect(fieldMessage(result, 'preferredDate')).toBe(BOOKING_MESSAGES.date);
    expect(bookingSchema(now).safeParse({ ...booking, preferredDate: '2026-11-30' }).success).toBe(true);
  });

  it.each(impossible)('moving a visit refuses %s with its date message', (day) => {
    const result = rescheduleSchema(now).safeParse({ preferredDate: day, preferredTime: '13:00-15:00' });
    expect(fieldMessage(result, 'preferredDate')).toBe(RESCHEDULE_MESSAGES.date);
  });

  it.each(impossible)('the admin filters refuse %s with the date message', (day) => {
    for (const [schema, field] of [
      [adminBookingListQuerySchema, 'from'],
      [adminBookingListQuerySchema, 'to'],
      [adminBookingMapQuerySchema, 'from'],
      [adminBookingExportQuerySchema, 'to'],
      [technicianListQuerySchema, 'date'],
    ] as const) {
      const result = schema.safeParse({ [field]: day });
      expect(fieldMessage(result, field), `${field}`).toBe(fieldError('dateValid'));
      expect(schema.safeParse({ [field]: '2026-11-30' }).success).toBe(true);
    }
  });
});
