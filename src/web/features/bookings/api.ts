import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingDetailResponse, BookingListResponse, BookingView } from '@shared/contracts/bookings';
import type { BookingInput } from '@shared/schemas/booking';
import type { RescheduleInput } from '@shared/schemas/reschedule';
import { isLanguage } from '@shared/languages';
import i18n from '../../i18n';
import { callApi } from '../../lib/api-client';
import { useLiveUpdates } from '../../lib/use-live-updates';

// Fetchers and query hooks of the booking, referral and profile APIs.

export const bookingKeys = {
  all: ['bookings'] as const,
  one: (id: string) => ['bookings', id] as const,
};

/**
 * The language on screen: the messages a request causes are written in it. (lib/language.ts says the
 * same; imported here it became a file of its own on the home page, over its budget.)
 */
const shownLanguage = () => (isLanguage(i18n.language) ? i18n.language : undefined);

export function createBooking(input: BookingInput, idempotencyKey: string) {
  // The booking's messages go out in the language the form was filled in.
  const body = { ...input, language: shownLanguage() };
  return callApi('POST /api/bookings', { body, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** Checks a referral code; with the form's phone proof once the phone is verified (decision 007). */
export function validateReferralCode(code: string, phoneProof?: string, signal?: AbortSignal) {
  return callApi('POST /api/referrals/validate', {
    body: phoneProof ? { code, phoneProof } : { code },
    signal,
  });
}

/** Texts a code to the form's phone, to verify it for the referral discount. */
export function sendPhoneProofCode(phone: string) {
  return callApi('POST /api/referrals/phone-code', { body: { phone, language: shownLanguage() } });
}

/** Checks the code typed back: the answer is the phone's proof for this booking (nobody is signed in). */
export function verifyPhoneProofCode(phone: string, code: string) {
  return callApi('POST /api/referrals/phone-code/verify', { body: { phone, code } });
}

/** The signed-in customer's bookings, newest first. */
export const useMyBookings = (enabled = true) =>
  useQuery({
    queryKey: bookingKeys.all,
    queryFn: ({ signal }) => callApi('GET /api/bookings', { signal }),
    enabled,
  });

/** The customer's bookings and their details follow every change live (a technician assigned, started...). */
export function useLiveBookings() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
  return useLiveUpdates('/api/live', { onChange: refresh, onResync: refresh });
}

export const useBooking = (id: string | undefined) =>
  useQuery({
    queryKey: bookingKeys.one(id ?? ''),
    queryFn: ({ signal }) => callApi('GET /api/bookings/:id', { params: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
  });

/**
 * Shows a booking the server just answered with in its details and the list at once; the refetch of
 * all bookings then brings the timeline's new step.
 */
function showAnsweredBooking(queryClient: ReturnType<typeof useQueryClient>, booking: BookingView) {
  queryClient.setQueryData<BookingDetailResponse>(bookingKeys.one(booking.id), (old) =>
    old ? { ...old, booking } : old,
  );
  queryClient.setQueryData<BookingListResponse>(bookingKeys.all, (old) =>
    old ? { bookings: old.bookings.map((b) => (b.id === booking.id ? booking : b)) } : old,
  );
  return queryClient.invalidateQueries({ queryKey: bookingKeys.all });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('POST /api/bookings/:id/cancel', { params: { id } }),
    onSuccess: ({ booking }) => showAnsweredBooking(queryClient, booking),
  });
}

/** The customer approves or declines a new price from the door in their account (decision 056). */
export function useAnswerBookingEstimate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (approve: boolean) =>
      approve
        ? callApi('POST /api/bookings/:id/estimate/approve', { params: { id } })
        : callApi('POST /api/bookings/:id/estimate/decline', { params: { id } }),
    onSuccess: ({ booking }) => showAnsweredBooking(queryClient, booking),
  });
}

/** The customer confirms their completed repair in their account (decision 057). */
export function useSignOffBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('POST /api/bookings/:id/sign-off', { params: { id } }),
    onSuccess: ({ booking }) => showAnsweredBooking(queryClient, booking),
  });
}

/** Moves the visit of the customer's own booking; the details and the list show the new slot at once. */
export function useRescheduleBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, slot }: { id: string; slot: RescheduleInput }) =>
      callApi('POST /api/bookings/:id/reschedule', { params: { id }, body: slot }),
    onSuccess: (detail) => {
      const { booking } = detail;
      queryClient.setQueryData<BookingDetailResponse>(bookingKeys.one(booking.id), detail);
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
    queryFn: ({ signal }) => callApi('GET /api/referrals/me', { signal }),
  });

/** The booking just made, handed to /booking-confirmation (which reads it once and removes it). */
export const LAST_BOOKING_KEY = 'lastBooking';

export function rememberLastBooking(booking: BookingView): void {
  try {
    localStorage.setItem(LAST_BOOKING_KEY, JSON.stringify(booking));
  } catch {
    // Private browsing may refuse storage; the confirmation page then shows its fallback.
  }
}

/** The device's photos from the door, for the booking's details (decision 058). */
export const bookingPhotos = (id: string) => ({
  queryKey: [...bookingKeys.one(id), 'photos'],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callApi('GET /api/bookings/:id/photos', { params: { id }, signal }),
});

/** Books the return visit of the customer's device the workshop has ready (decision 059). */
export function useBookReturnVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, slot }: { id: string; slot: RescheduleInput }) =>
      callApi('POST /api/bookings/:id/return-visit', { params: { id }, body: slot }),
    // The new visit joins the list; the details show it under the device.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

/** The pickup receipt's PDF of the customer's own booking. */
export const ownPickupReceiptPdf = (id: string) =>
  `/api/bookings/${encodeURIComponent(id)}/pickup-receipt.pdf`;
