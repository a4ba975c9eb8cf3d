import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BookingListResponse,
  BookingResponse,
  BookingView,
  ProfileView,
  ReferralStats,
  ReferralValidation,
} from '@shared/contracts/bookings';
import type { BookingInput } from '@shared/schemas/booking';
import type { ProfileUpdateInput } from '@shared/schemas/profile';
import { apiGet, apiRequest } from '../../lib/api-client';

// Fetchers and query hooks of the booking, referral and profile APIs.

export const bookingKeys = {
  all: ['bookings'] as const,
  one: (id: string) => ['bookings', id] as const,
};

export function createBooking(input: BookingInput, idempotencyKey: string): Promise<BookingResponse> {
  return apiRequest<BookingResponse>('/api/bookings', {
    method: 'POST',
    body: JSON.stringify(input),
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function validateReferralCode(code: string, signal?: AbortSignal): Promise<ReferralValidation> {
  return apiRequest<ReferralValidation>('/api/referrals/validate', {
    method: 'POST',
    body: JSON.stringify({ code }),
    ...(signal ? { signal } : {}),
  });
}

/** The signed-in customer's bookings, newest first. */
export const useMyBookings = (enabled = true) =>
  useQuery({
    queryKey: bookingKeys.all,
    queryFn: ({ signal }) => apiGet<BookingListResponse>('/api/bookings', signal),
    enabled,
  });

export const useBooking = (id: string | undefined) =>
  useQuery({
    queryKey: bookingKeys.one(id ?? ''),
    queryFn: ({ signal }) => apiGet<BookingResponse>(`/api/bookings/${encodeURIComponent(id ?? '')}`, signal),
    enabled: Boolean(id),
  });

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<BookingResponse>(`/api/bookings/${encodeURIComponent(id)}/cancel`, { method: 'POST' }),
    onSuccess: ({ booking }) => {
      queryClient.setQueryData<BookingResponse>(bookingKeys.one(booking.id), { booking });
      queryClient.setQueryData<BookingListResponse>(bookingKeys.all, (old) =>
        old ? { bookings: old.bookings.map((b) => (b.id === booking.id ? booking : b)) } : old,
      );
      return queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
  });
}

export const useReferralStats = () =>
  useQuery({
    queryKey: ['referrals', 'me'],
    queryFn: ({ signal }) => apiGet<ReferralStats>('/api/referrals/me', signal),
  });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) =>
      apiRequest<{ profile: ProfileView }>('/api/profile', { method: 'PUT', body: JSON.stringify(input) }),
    onSuccess: (data) => queryClient.setQueryData(['profile'], data),
  });
}

/** The booking just made, handed to /booking-confirmation (which reads it once and removes it). */
export const LAST_BOOKING_KEY = 'lastBooking';

export function rememberLastBooking(booking: BookingView): void {
  try {
    localStorage.setItem(LAST_BOOKING_KEY, JSON.stringify(booking));
  } catch {
    // Private browsing may refuse storage; the confirmation page then shows its fallback.
  }
}
