// Spec decision 4: one set of status values, stored and counted as written here. What each is
// called and what it means to the customer are the catalogue's words (account.json bookingStatus and
// bookingStatusMeaning; decision 048).
export const bookingStatuses = [
  'pending',
  'confirmed',
  'in_progress',
  // The device went to the workshop (decision 059): it comes back with a linked return visit.
  'at_workshop',
  'waiting_for_parts',
  'ready_for_return',
  'completed',
  'cancelled',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export function isActiveBookingStatus(status: string): boolean {
  const lower = status.toLowerCase();
  return lower !== 'cancelled' && lower !== 'completed';
}

/** The statuses of a device kept at the workshop, in the order it goes through them (decision 059). */
export const workshopStatuses = ['at_workshop', 'waiting_for_parts', 'ready_for_return'] as const;
export type WorkshopStatus = (typeof workshopStatuses)[number];

export function isWorkshopStatus(status: string): status is WorkshopStatus {
  return (workshopStatuses as readonly string[]).includes(status);
}

/** The technician has started the job: it can no longer be cancelled or moved by the customer. */
export function isStartedStatus(status: BookingStatus): boolean {
  return status === 'in_progress' || isWorkshopStatus(status);
}
