import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

// The warranty card of a completed repair, for its signed-in customer or through the tracking link.

export const warrantyKeys = {
  booking: (id: string) => ['warranty', 'booking', id] as const,
  tracked: (token: string) => ['warranty', 'track', token] as const,
};

/** The signed-in customer's card of one of their bookings. */
export const useWarrantyCard = (bookingId: string | undefined) =>
  useQuery({
    queryKey: warrantyKeys.booking(bookingId ?? ''),
    queryFn: ({ signal }) =>
      callApi('GET /api/bookings/:id/warranty', { params: { id: bookingId ?? '' }, signal }),
    enabled: Boolean(bookingId),
  });

/** The card of the booking a tracking link names. */
export const useTrackedWarrantyCard = (token: string | undefined) =>
  useQuery({
    queryKey: warrantyKeys.tracked(token ?? ''),
    queryFn: ({ signal }) =>
      callApi('GET /api/track/:token/warranty', { params: { token: token ?? '' }, signal }),
    enabled: Boolean(token),
  });

/** Where the card's PDF downloads from (a link, not a call: the browser saves the file). */
export const warrantyPdfUrl = {
  booking: (id: string) => `/api/bookings/${encodeURIComponent(id)}/warranty.pdf`,
  tracked: (token: string) => `/api/track/${encodeURIComponent(token)}/warranty.pdf`,
};
