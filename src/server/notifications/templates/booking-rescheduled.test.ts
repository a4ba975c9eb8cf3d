import { describe, expect, it } from 'vitest';
import { makeBookingRow, support } from '../../../../tests/template-fixtures';
import {
  bookingRescheduledAdminEmail,
  bookingRescheduledEmail,
  bookingRescheduledSms,
  slotText,
  technicianJobRescheduledEmail,
  technicianJobRescheduledSms,
} from './booking-rescheduled';

// The messages of a moved visit: the new slot in plain words, the old one beside it, and nothing a
// customer typed turned into markup.

const row = makeBookingRow({
  preferredDate: '2026-11-24',
  preferredTime: '13:00-15:00',
  status: 'confirmed',
});
const from = { date: '2026-11-25', time: '11:00-13:00' };

describe('a moved visit', () => {
  it('writes a slot as day, date and window, India time', () => {
    expect(slotText({ date: '2026-11-24', time: '13:00-15:00' })).toBe('Tue, 24 Nov 2026, 1:00 PM – 3:00 PM');
    expect(slotText({ date: '2026-11-24', time: null })).toBe('Tue, 24 Nov 2026, any time');
    expect(slotText({ date: null, time: null })).toBe('no date chosen');
  });

  it('tells the customer the new slot and the old, who is coming, and the notice', () => {
    const mail = bookingRescheduledEmail(row, from, support);
    expect(mail.subject).toBe('Visit moved: BK-20261122-7F3K');
    for (const line of [
      'The visit for your booking BK-20261122-7F3K (Galaxy S21) is now on Tue, 24 Nov 2026, 1:00 PM – 3:00 PM.',
      'Before, it was: Wed, 25 Nov 2026, 11:00 AM – 1:00 PM.',
      'Ravi knows the new time and will call you about 30 minutes before arriving.',
      'up to 2 hours before it starts',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).not.toContain('<b>Das</b>');
    expect(mail.html).toContain('Priya &lt;b&gt;Das&lt;/b&gt;');
    expect(bookingRescheduledEmail({ ...row, technicianId: null }, from, support).text).toContain(
      'We will call you to confirm a technician for the new time.',
    );
    expect(bookingRescheduledSms(row, support)).toBe(
      'Booking BK-20261122-7F3K: your visit is now on Tue, 24 Nov 2026, 1:00 PM – 3:00 PM. Questions? Call +919876543210.',
    );
  });

  it('tells the technician to go at the new time, with the customer to call', () => {
    const mail = technicianJobRescheduledEmail(row, from, support);
    expect(mail.subject).toBe('Job moved: BK-20261122-7F3K, now Tue, 24 Nov 2026, 1:00 PM – 3:00 PM');
    expect(mail.text).toContain('Before: Wed, 25 Nov 2026, 11:00 AM – 1:00 PM');
    expect(mail.text).toContain('Customer: Priya <b>Das</b>, +919876500001');
    expect(mail.html).not.toContain('<b>Das</b>');
    expect(technicianJobRescheduledSms(row, from)).toBe(
      'Job BK-20261122-7F3K moved by the customer: now Tue, 24 Nov 2026, 1:00 PM – 3:00 PM (was Wed, 25 Nov 2026, 11:00 AM – 1:00 PM). Priya <b>Das</b>, +919876500001.',
    );
  });

  it('tells the admins who moved which visit, and whether a technician is on it', () => {
    const mail = bookingRescheduledAdminEmail(row, { date: null, time: null });
    expect(mail.subject).toBe('Visit moved by customer: BK-20261122-7F3K');
    expect(mail.text).toContain(
      'moved the visit of booking BK-20261122-7F3K to Tue, 24 Nov 2026, 1:00 PM – 3:00 PM.',
    );
    expect(mail.text).toContain('Before, it was: no date chosen.');
    expect(mail.text).toContain('Technician: Ravi Kumar (told of the new time).');
    expect(mail.html).not.toContain('<b>Das</b>');
  });
});
