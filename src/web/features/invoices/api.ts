import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

// A completed booking's invoice (decision 062), for its signed-in customer or an admin, or through
// the tracking link.

export const invoiceKeys = {
  booking: (id: string) => ['invoice', 'booking', id] as const,
  tracked: (token: string) => ['invoice', 'track', token] as const,
};

/** The invoice of a booking the signed-in person may read (their own, or any for an admin). */
export const useInvoice = (bookingId: string) =>
  useQuery({
    queryKey: invoiceKeys.booking(bookingId),
    queryFn: ({ signal }) => callApi('GET /api/bookings/:id/invoice', { params: { id: bookingId }, signal }),
    enabled: Boolean(bookingId),
  });

/** The invoice of the booking a tracking link names. */
export const useTrackedInvoice = (token: string) =>
  useQuery({
    queryKey: invoiceKeys.tracked(token),
    queryFn: ({ signal }) => callApi('GET /api/track/:token/invoice', { params: { token }, signal }),
    enabled: Boolean(token),
  });
