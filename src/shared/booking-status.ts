// Spec decision 4: one set of status values, stored and counted as written here.
export const bookingStatuses = ['pending', 'confirmed', 'in_progress', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export const bookingStatusLabels: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export function isActiveBookingStatus(status: string): boolean {
  const lower = status.toLowerCase();
  return lower !== 'cancelled' && lower !== 'completed';
}

/**
 * What each status means to the customer, in the same words on every page, e-mail and SMS: a new
 * booking is Pending until the confirmation call (the page's 'Booking Confirmed' title is the spec's).
 * The web keeps its copy in locales/en/account.ts (bookingStatusMeaning); a test holds them equal.
 */
export const bookingStatusMeanings: Record<BookingStatus, string> = {
  pending: 'Received. We will call you within 30 minutes to confirm the visit.',
  confirmed: 'A technician is assigned and will come at the agreed time.',
  in_progress: 'The technician has started the repair.',
  completed: 'The repair is done and its warranty has started.',
  cancelled: 'This visit has been called off.',
};

/** 'Pending – Received. We will call you…': the status and what it means, in one line. */
export function describeBookingStatus(status: BookingStatus): string {
  return `${bookingStatusLabels[status]} – ${bookingStatusMeanings[status]}`;
}
