import { workshopMessages } from './workshop-messages';
import type { BookingStatus } from '../../shared/booking-status';
import type { CustomerMessageTemplate } from '../../shared/customer-messages';
import { chooseBookingLanguage } from './message-language';
import type { Executor, Notification } from './outbox';
import type { BookingRow, SupportContacts } from './templates/booking-facts';
import {
  bookingCancelledEmail,
  bookingCancelledSms,
  customerCancelledAdminEmail,
} from './templates/booking-cancelled';
import { bookingCompletedEmail, bookingCompletedSms } from './templates/booking-completed';
import { bookingReceivedEmail, bookingReceivedSms, newBookingAdminEmail } from './templates/booking-received';
import {
  bookingRescheduledAdminEmail,
  bookingRescheduledEmail,
  bookingRescheduledSms,
  technicianJobRescheduledEmail,
  technicianJobRescheduledSms,
} from './templates/booking-rescheduled';
import type { VisitSlot } from './templates/booking-rescheduled';
import { statusChangedEmail } from './templates/status-changed';
import { technicianAssignedEmail, technicianAssignedSms } from './templates/technician-assigned';
import { trackingLinkEmail, trackingLinkSms } from './templates/tracking-link';
import {
  technicianJobEmail,
  technicianJobSms,
  technicianJobWithdrawnEmail,
  technicianJobWithdrawnSms,
  technicianJobCancelledEmail,
  technicianJobCancelledSms,
} from './templates/technician-job';
import { technicianContact, toAdmins, toTechnician } from './staff-recipients';

// Which messages a booking's events send, and to whom. One place: the booking lifecycle, booking
// creation and technician assignment call it inside their transactions. The customer's messages are
// written in the language the booking was made in (`language`, chosen once per event here); the
// admins' and technicians' are English, whatever the customer reads.

// Texts are written to the outbox whether or not an SMS gateway is configured (the booking page
// promises confirmation 'by e-mail and text'): without one they are kept there, as e-mails are without
// a mail server.
export interface BookingMessageContext {
  support: SupportContacts;
}

export function toCustomer(
  row: BookingRow,
  // Listed on the customer's notifications page: a new message to customers is added to that list.
  template: CustomerMessageTemplate,
  email: { subject: string; text: string; html: string },
  sms: string | null,
  /** What the messages carry that opens the booking (a tracking link's token): stored as ••••••. */
  secrets: string[] = [],
): Notification[] {
  const hidden = secrets.length > 0 ? { secrets } : {};
  return [
    { channel: 'email', to: row.email, ...email, template, bookingId: row.id, ...hidden },
    ...(sms
      ? [{ channel: 'sms' as const, to: row.phone, text: sms, template, bookingId: row.id, ...hidden }]
      : []),
  ];
}

/** A tracking link's token: the last part of its path (/track/{token}). */
export const tokenOf = (trackUrl: string) => new URL(trackUrl).pathname.split('/').at(-1) ?? '';

export async function bookingCreatedMessages(
  tx: Executor,
  row: BookingRow,
  context: BookingMessageContext,
  /** The customer's tracking link: it works without an account. */
  trackUrl: string,
): Promise<Notification[]> {
  const language = chooseBookingLanguage(row);
  return [
    ...toCustomer(
      row,
      'booking_received',
      bookingReceivedEmail(row, context.support, trackUrl, language),
      bookingReceivedSms(row, trackUrl, language),
      [tokenOf(trackUrl)],
    ),
    ...(await toAdmins(
      tx,
      context.support,
      row,
      'new_booking_admin',
      newBookingAdminEmail(row, context.support),
    )),
  ];
}

/** A replacement tracking link, to the booking's customer by e-mail and text. */
export function trackingLinkMessages(
  row: BookingRow,
  context: BookingMessageContext,
  trackUrl: string,
): Notification[] {
  const language = chooseBookingLanguage(row);
  return toCustomer(
    row,
    'tracking_link',
    trackingLinkEmail(row, context.support, trackUrl, language),
    trackingLinkSms(row, trackUrl, language),
    [tokenOf(trackUrl)],
  );
}

/**
 * The messages a move to `row.status` sends; `byCustomer` when the customer made it; `trackUrl`, a
 * fresh tracking link, for the moves whose messages carry one (the device taken to or ready at the
 * workshop).
 */
export async function statusChangeMessages(
  tx: Executor,
  row: BookingRow,
  from: BookingStatus,
  byCustomer: boolean,
  context: BookingMessageContext,
  trackUrl: string | null = null,
): Promise<Notification[]> {
  const { support } = context;
  const language = chooseBookingLanguage(row);
  switch (row.status) {
    case 'cancelled': {
      const messages = toCustomer(
        row,
        'booking_cancelled',
        bookingCancelledEmail(row, support, byCustomer, language),
        byCustomer ? null : bookingCancelledSms(row, support, language),
      );
      // The technician on the way must not turn up at the door of a cancelled job.
      const technician =
        row.technicianId !== null && (from === 'confirmed' || from === 'in_progress')
          ? await technicianContact(tx, row.technicianId)
          : null;
      if (technician) {
        messages.push(
          ...toTechnician(
            technician,
            row,
            'technician_job_cancelled',
            technicianJobCancelledEmail(row, support),
            technicianJobCancelledSms(row),
          ),
        );
      }
      if (!byCustomer) return messages;
      return [
        ...messages,
        ...(await toAdmins(tx, support, row, 'customer_cancelled_admin', customerCancelledAdminEmail(row))),
      ];
    }
    case 'confirmed':
      if (from === 'pending' && row.technicianName) {
        return toCustomer(
          row,
          'technician_assigned',
          technicianAssignedEmail(row, support, language),
          technicianAssignedSms(row, language),
        );
      }
      return toCustomer(row, 'status_changed', statusChangedEmail(row, support, language), null);
    case 'at_workshop':
    case 'ready_for_return':
      if (trackUrl) return workshopMessages(row, trackUrl, support);
      break;
    case 'completed':
      return toCustomer(
        row,
        'booking_completed',
        bookingCompletedEmail(row, support, language, trackUrl),
        bookingCompletedSms(row, language),
      );
  }
  return toCustomer(row, 'status_changed', statusChangedEmail(row, support, language), null);
}

/**
 * What the technicians hear of an assignment: the one now on `row` gets the job; the one it was
 * taken from (`previousTechnicianId`, when another) learns it is no longer theirs.
 */
export async function technicianAssignmentMessages(
  tx: Executor,
  row: BookingRow,
  previousTechnicianId: number | null,
  context: BookingMessageContext,
): Promise<Notification[]> {
  const messages: Notification[] = [];
  const current = row.technicianId === null ? null : await technicianContact(tx, row.technicianId);
  if (current) {
    messages.push(
      ...toTechnician(
        current,
        row,
        'technician_job',
        technicianJobEmail(row, context.support),
        technicianJobSms(row),
      ),
    );
  }
  if (previousTechnicianId !== null && previousTechnicianId !== row.technicianId) {
    const previous = await technicianContact(tx, previousTechnicianId);
    if (previous) {
      messages.push(
        ...toTechnician(
          previous,
          row,
          'technician_job_withdrawn',
          technicianJobWithdrawnEmail(row, context.support),
          technicianJobWithdrawnSms(row),
        ),
      );
    }
  }
  return messages;
}

/**
 * A new technician on a booking already confirmed: the customer learns who is coming now, the new
 * technician gets the job and the previous one is told it has gone.
 */
export async function reassignedMessages(
  tx: Executor,
  row: BookingRow,
  previousTechnicianId: number | null,
  context: BookingMessageContext,
): Promise<Notification[]> {
  const language = chooseBookingLanguage(row);
  return [
    ...toCustomer(
      row,
      'technician_assigned',
      technicianAssignedEmail(row, context.support, language),
      technicianAssignedSms(row, language),
    ),
    ...(await technicianAssignmentMessages(tx, row, previousTechnicianId, context)),
  ];
}

/**
 * A visit moved by its customer (`row` holds the new slot, `from` the old one): the customer, the
 * technician on the job (who must not go at the old time) and the admins.
 */
export async function rescheduledMessages(
  tx: Executor,
  row: BookingRow,
  from: VisitSlot,
  context: BookingMessageContext,
): Promise<Notification[]> {
  const { support } = context;
  const language = chooseBookingLanguage(row);
  const messages = toCustomer(
    row,
    'booking_rescheduled',
    bookingRescheduledEmail(row, from, support, language),
    bookingRescheduledSms(row, support, language),
  );
  const technician = row.technicianId === null ? null : await technicianContact(tx, row.technicianId);
  if (technician) {
    messages.push(
      ...toTechnician(
        technician,
        row,
        'technician_job_rescheduled',
        technicianJobRescheduledEmail(row, from, support),
        technicianJobRescheduledSms(row, from),
      ),
    );
  }
  return [
    ...messages,
    ...(await toAdmins(
      tx,
      support,
      row,
      'booking_rescheduled_admin',
      bookingRescheduledAdminEmail(row, from),
    )),
  ];
}
