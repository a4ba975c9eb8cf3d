import type { QueryClient } from '@tanstack/react-query';

// The admin desk's query keys. Several admin features show the same rows from different sides (a
// booking's technician, a user's technician role, the overview's counts), so a change made in one
// must refresh the lists of another: the keys and those refresh rules live here, below the features.

export const adminKeys = {
  all: ['admin'] as const,
  users: ['admin', 'users'] as const,
  bookings: ['admin', 'bookings'] as const,
  booking: (id: string) => ['admin', 'bookings', 'detail', id] as const,
  map: ['admin', 'bookings', 'map'] as const,
  /** Under the bookings: every booking change refreshes the schedule view too. */
  schedule: ['admin', 'bookings', 'schedule'] as const,
  overview: ['admin', 'overview'] as const,
  errors: ['admin', 'errors'] as const,
  technicians: ['admin', 'technicians'] as const,
  referrals: ['admin', 'referrals'] as const,
  contact: ['admin', 'contact'] as const,
  /** Cash with technicians and the reports: a booking's completion or payment changes them. */
  money: ['admin', 'money'] as const,
};

/** A booking changed: its lists, map, overview, details and the technicians' job counts follow. */
export function refreshAfterBookingChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: adminKeys.bookings });
  void queryClient.invalidateQueries({ queryKey: adminKeys.overview });
  void queryClient.invalidateQueries({ queryKey: adminKeys.technicians });
  void queryClient.invalidateQueries({ queryKey: adminKeys.referrals });
  void queryClient.invalidateQueries({ queryKey: adminKeys.money });
}

/** A user or a technician changed: a technician is a user with a role, so both lists follow. */
export function refreshPeople(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: adminKeys.users });
  void queryClient.invalidateQueries({ queryKey: adminKeys.technicians });
}
