// Spec decision 4: one set of status values, stored and counted as written here. What each is
// called and what it means to the customer are the catalogue's words (common.json bookingStatus,
// account.json bookingStatusMeaning; decision 048).
export const bookingStatuses = ['pending', 'confirmed', 'in_progress', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export function isActiveBookingStatus(status: string): boolean {
  const lower = status.toLowerCase();
  return lower !== 'cancelled' && lower !== 'completed';
}
