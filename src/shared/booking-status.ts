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
