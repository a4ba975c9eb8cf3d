import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingDetailsAnswerInput } from '@shared/schemas/account';
import type { ProfileUpdateInput } from '@shared/schemas/profile';
import { callApi } from '../../lib/api-client';
import { sessionQueryKey } from '../../lib/use-session';
import { profileKey } from '../../lib/use-profile';

// Changes to the signed-in person's profile (reading it is src/web/lib/use-profile.ts, which other
// areas share). Types come from the endpoint map in src/shared/contracts.

export const bookingDetailsOfferKey = ['profile', 'booking-details-offer'] as const;

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateInput) => callApi('PUT /api/profile', { body }),
    onSuccess: (data) => queryClient.setQueryData(profileKey, data),
  });
}

/** An earlier booking whose name and address may fill the empty profile (asked once). */
export const useBookingDetailsOffer = () =>
  useQuery({
    queryKey: bookingDetailsOfferKey,
    queryFn: ({ signal }) => callApi('GET /api/profile/booking-details-offer', { signal }),
    staleTime: Infinity,
  });

/** Copies the offered details into the profile, or declines them; either way the offer is answered. */
export function useAnswerBookingDetailsOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingDetailsAnswerInput) =>
      callApi('POST /api/profile/booking-details-offer', { body }),
    onSuccess: (data) => {
      queryClient.setQueryData(profileKey, data);
      queryClient.setQueryData(bookingDetailsOfferKey, { offer: null });
      // The header and the greeting read the account's name, which a copied name has just set.
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
    // Answered meanwhile (another tab) or the profile was filled: ask the server whether it still stands.
    onError: () => queryClient.invalidateQueries({ queryKey: bookingDetailsOfferKey }),
  });
}
