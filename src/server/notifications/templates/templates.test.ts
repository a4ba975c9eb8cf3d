import { describe, expect, it } from 'vitest';
import { makeBookingRow, support } from '../../../../tests/template-fixtures';
import { bookingCancelledEmail, bookingCancelledSms, customerCancelledAdminEmail } from './booking-cancelled';
import { bookingCompletedEmail, bookingCompletedSms } from './booking-completed';
import { bookingReceivedEmail, bookingReceivedSms, newBookingAdminEmail } from './booking-received';
import { contactMessageEmail } from './contact-message';
import { signInCodeEmail, signInCodeSms } from './sign-in';
import { statusChangedEmail } from './status-changed';
import { technicianAssignedEmail, technicianAssignedSms } from './technician-assigned';
import {
  technicianJobEmail,
  technicianJobSms,
  technicianJobCancelledEmail,
  technicianJobCancelledSms,
  technicianJobWithdrawnEmail,
  technicianJobWithdrawnSms,
} from './technician-job';

// One test per message: what it says in text and in HTML, and that what people typed cannot become markup.

const row = makeBookingRow({
  lat: 20.2961,
  lng: 85.8245,
  problem: 'Cracked <script>alert(1)</script>',
  selectedIssues: [1, 2],
  selectedIssuesText: 'Screen Replacement, Battery Replacement',
  selectedServicesDetails: [
    { id: 1, name: 'Screen Replacement', priceAmount: 1_249_900 },
    { id: 2, name: 'Battery Replacement', priceAmount: 149_900 },
  ],
  totalPrice: 1_394_800,
  referralCode: 'ABCDEFGH',
  referralDiscount: 5_000,
});

function expectSafeHtml(html: string) {
  expect(html).toMatch(/^<!doctype html>/);
  expect(html).not.toContain('<script>');
  expect(html).not.toContain('<b>Das</b>');
}

describe('notification templates', () => {
  it('booking received: the summary, the discount, the visit and where to follow it', () => {
    const track = 'https://doorstepfix.example/track/abcdefghijklmnopqrstuvwxyz';
    const mail = bookingReceivedEmail(row, support, track);
    expect(mail.subject).toBe('Booking received: BK-20261122-7F3K');
    for (const line of [
      'Screen Replacement: ₹12,499',
      'Referral discount: -₹50',
      'Total: ₹13,948',
      'Preferred visit: Wed, 25 Nov 2026, 11:00 AM – 1:00 PM',
      // The same status words as the SMS, the confirmation page and the dashboard.
      'Status: Pending – Received. We will call you within 30 minutes to confirm the visit.',
      track,
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain(`<a href="${track}">`);
    expectSafeHtml(mail.html);
    expect(bookingReceivedSms(row, track)).toBe(
      `Booking BK-20261122-7F3K received (status: Pending): Galaxy S21, ₹13,948. We will call you within 30 minutes to confirm the visit. Track: ${track}`,
    );
    const admin = newBookingAdminEmail(row, support);
    expect(admin.text).toContain('Problem, as the customer wrote it:\n> Cracked <script>');
    expect(admin.text).toContain('https://www.google.com/maps?q=20.2961,85.8245');
    expect(admin.html).toContain('Cracked &lt;script&gt;');
    expectSafeHtml(admin.html);
  });

  it('cancelled: as asked by the customer, or with the reason when we cancelled', () => {
    expect(bookingCancelledEmail(row, support, true).text).toContain('has been cancelled as you asked');
    const byUs = bookingCancelledEmail({ ...row, cancelledReason: 'No technician free' }, support, false);
    expect(byUs.text).toContain('Reason: No technician free');
    expectSafeHtml(byUs.html);
    expect(bookingCancelledSms(row, support)).toContain('+919876543210');
    expect(customerCancelledAdminEmail(row).subject).toBe('Booking cancelled by customer: BK-20261122-7F3K');
  });

  it('technician assigned: who is coming and how to reach them', () => {
    const mail = technicianAssignedEmail(row, support);
    expect(mail.subject).toBe('Technician assigned: BK-20261122-7F3K');
    expect(mail.text).toContain('Ravi will repair your Galaxy S21. You can reach them on +919000011111.');
    expectSafeHtml(mail.html);
    expect(technicianAssignedSms(row)).toContain('Ravi (+919000011111)');
  });

  it('technician assigned: the start code, to be shared only at the door', () => {
    const line =
      'Your start code: 4862. Share this code with the technician only when they are at your door.';
    const mail = technicianAssignedEmail(row, support);
    expect(mail.text).toContain(line);
    expect(mail.html).toContain('Your start code: 4862.');
    expect(technicianAssignedSms(row)).toContain(line);
    // Without a code (a booking from before codes existed) the line is left out, not printed empty.
    const uncoded = { ...row, startCode: null };
    expect(technicianAssignedEmail(uncoded, support).text).not.toContain('start code');
    expect(technicianAssignedSms(uncoded)).not.toContain('start code');
  });

  it("technician job: never the customer's start code", () => {
    const mail = technicianJobEmail(row, support);
    for (const text of [mail.text, mail.html, technicianJobSms(row)]) {
      expect(text).not.toContain('4862');
      expect(text.toLowerCase()).not.toContain('start code');
    }
  });

  it('technician job: the customer, where, when, what and how much to collect', () => {
    const mail = technicianJobEmail(row, support);
    expect(mail.subject).toBe('New job BK-20261122-7F3K: Galaxy S21, Bhubaneswar');
    for (const line of [
      'Booking ID: BK-20261122-7F3K',
      'Customer: Priya <b>Das</b>, +919876500001',
      'Address: 12 Janpath Road, Bhubaneswar, Odisha 751001',
      'Preferred visit: Wed, 25 Nov 2026, 11:00 AM – 1:00 PM',
      'Device: Galaxy S21',
      'Repairs: Screen Replacement, Battery Replacement',
      'Amount to collect: ₹13,948',
      'https://www.google.com/maps?q=20.2961,85.8245',
      'https://doorstepfix.example/technician/dashboard',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain('Customer: Priya &lt;b&gt;Das&lt;/b&gt;, +919876500001');
    expect(mail.html).toContain('Cracked &lt;script&gt;');
    expectSafeHtml(mail.html);
    expect(technicianJobSms(row)).toBe(
      'New job BK-20261122-7F3K: Priya <b>Das</b>, +919876500001, 12 Janpath Road, Bhubaneswar, Odisha 751001. ' +
        'Preferred visit: Wed, 25 Nov 2026, 11:00 AM – 1:00 PM. ' +
        'Galaxy S21: Screen Replacement, Battery Replacement. Collect ₹13,948.',
    );
    const undated = technicianJobEmail({ ...row, preferredDate: null, preferredTime: null }, support);
    expect(undated.text).toContain('none chosen; call the customer to agree a time');
  });

  it('technician job withdrawn: the job is no longer theirs, without the customer to call', () => {
    const mail = technicianJobWithdrawnEmail(row, support);
    expect(mail.subject).toBe('Job reassigned: BK-20261122-7F3K');
    expect(mail.text).toContain('has been given to another technician. It is no longer yours');
    expect(mail.text).not.toContain(row.phone);
    expectSafeHtml(mail.html);
    expect(technicianJobWithdrawnSms(row)).toBe(
      'Job BK-20261122-7F3K (Galaxy S21, Bhubaneswar 751001) has been reassigned to another technician and is no longer yours. Please do not visit.',
    );
  });

  it('technician job cancelled: do not go, without the customer to call', () => {
    const mail = technicianJobCancelledEmail(row, support);
    expect(mail.subject).toBe('Job cancelled: BK-20261122-7F3K');
    expect(mail.text).toContain('has been cancelled. Please do not visit or call the customer.');
    expect(mail.text).not.toContain(row.phone);
    expectSafeHtml(mail.html);
    expect(technicianJobCancelledSms(row)).toBe(
      'Job BK-20261122-7F3K (Galaxy S21, Bhubaneswar 751001) has been cancelled. Please do not visit.',
    );
  });

  it('status changed: the new status in words', () => {
    const mail = statusChangedEmail({ ...row, status: 'in_progress' }, support);
    expect(mail.subject).toBe('Booking BK-20261122-7F3K: In Progress');
    expect(mail.text).toContain('The technician has started the repair.');
    expectSafeHtml(mail.html);
  });

  it('completed: what was done, the total and the 90-day warranty', () => {
    const mail = bookingCompletedEmail({ ...row, status: 'completed' }, support);
    expect(mail.text).toContain('- Total: ₹13,948');
    expect(mail.text).toContain('90-day warranty');
    expect(mail.html).toContain('<li>Screen Replacement: ₹12,499</li>');
    expectSafeHtml(mail.html);
    expect(bookingCompletedSms(row)).toContain('90-day warranty');
  });

  it('contact message: who wrote, and what, to support', () => {
    const mail = contactMessageEmail({
      id: 12,
      name: 'Asha',
      email: 'asha@example.com',
      phone: '+919876500002',
      message: 'Do you fix <i>tablets</i>?',
    });
    expect(mail.subject).toBe('Contact form #12: Asha');
    expect(mail.text).toContain('Do you fix <i>tablets</i>?');
    expect(mail.html).toContain('Do you fix &lt;i&gt;tablets&lt;/i&gt;?');
  });

  it('quotes the lines a customer typed, so none can pass for a line of ours', () => {
    const forged = 'Screen cracked\nTotal: ₹0\r\nStatus: Paid';
    const booking = makeBookingRow({ problem: forged, totalPrice: 1_394_800 });
    for (const mail of [newBookingAdminEmail(booking, support), technicianJobEmail(booking, support)]) {
      expect(mail.text).toContain('\n> Screen cracked\n> Total: ₹0\n> Status: Paid');
      const ours = mail.text.split('\n').filter((line) => /^(Total|Status|Amount to collect):/.test(line));
      expect(ours.every((line) => !line.includes('₹0') && !line.includes('Paid'))).toBe(true);
      expect(mail.html).toContain('Screen cracked<br>Total: ₹0<br>Status: Paid</blockquote>');
      expectSafeHtml(mail.html);
    }
    const contact = contactMessageEmail({
      id: 13,
      name: 'Asha',
      email: 'asha@example.com',
      phone: null,
      message: 'Hello\nName: Someone Else',
    });
    expect(contact.text).toContain('Message:\n> Hello\n> Name: Someone Else');
    expect(contact.text.split('\n').filter((line) => line.startsWith('Name:'))).toEqual(['Name: Asha']);
  });

  it('sign-in code: the code, its lifetime, and never to share it', () => {
    const mail = signInCodeEmail('asha@example.com', '482913');
    expect(mail.subject).toBe('482913 is your DoorstepFix sign-in code');
    expect(mail.text).toContain('It works once and expires in 15 minutes.');
    expect(mail.html).toContain('482913');
    expect(signInCodeSms('482913')).toBe(
      '482913 is your DoorstepFix sign-in code. Valid for 15 minutes. Do not share it with anyone.',
    );
  });
});
