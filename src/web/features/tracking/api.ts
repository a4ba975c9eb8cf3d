import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrackedBookingResponse } from '@shared/contracts/tracking';
import type { RescheduleInput } from '@shared/schemas/reschedule';
import { ApiError, callApi } from '../../lib/api-client';
import { useLiveUpdates } from '../../lib/use-live-updates';

// A booking followed by its tracking link: read, cancelled, moved and kept live with the token alone.

export const trackedKey = (token: string) => ['track', token] as const;

/** A refusal (unknown token, rate limit) will not change by asking again at once. */
const retryNetwork = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 2;

export const useTrackedBooking = (token: string) =>
  useQuery({
    queryKey: trackedKey(token),
    queryFn: ({ signal }) => callApi('GET /api/track/:token', { params: { token }, signal }),
    retry: retryNetwork,
  });

/** The page follows its booking live; `enabled` once the token is known to be good. */
export function useLiveTrackedBooking(token: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: trackedKey(token) });
  return useLiveUpdates(enabled ? `/api/track/${encodeURIComponent(token)}/live` : null, {
    onChange: refresh,
    onResync: refresh,
  });
}

export function useCancelTrackedBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('POST /api/track/:token/cancel', { params: { token } }),
    onSuccess: (data) => queryClient.setQueryData<TrackedBookingResponse>(trackedKey(token), data),
  });
}

export function useRescheduleTrackedBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slot: RescheduleInput) =>
      callApi('POST /api/track/:token/reschedule', { params: { token }, body: slot }),
    onSuccess: (data) => queryClient.setQueryData<TrackedBookingResponse>(trackedKey(token), data),
  });
}

/** Books the return visit of a device the workshop has ready (decision 059). */
export function useBookTrackedReturn(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slot: RescheduleInput) =>
      callApi('POST /api/track/:token/return-visit', { params: { token }, body: slot }),
    onSuccess: (data) => queryClient.setQueryData<TrackedBookingResponse>(trackedKey(token), data),
  });
}

/** The pickup receipt's PDF on the tracking link. */
export const trackedPickupReceiptPdf = (token: string) =>
  `/api/track/${encodeURIComponent(token)}/pickup-receipt.pdf`;

/** The customer's answer to a new price from the door (decision 056); the page reads the booking again. */
export function useAnswerTrackedEstimate(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (approve: boolean) =>
      callApi(
        approve ? 'POST /api/track/:token/estimate/approve' : 'POST /api/track/:token/estimate/decline',
        {
          params: { token },
        },
      ),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: trackedKey(token) }),
  });
}

/** The customer confirms the completed repair on the link (decision 057). */
export function useSignOffTrackedBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('POST /api/track/:token/sign-off', { params: { token } }),
    onSuccess: (data) => queryClient.setQueryData<TrackedBookingResponse>(trackedKey(token), data),
  });
}

/** The device's photos from the door, for the page's photo list (decision 058). */
export const trackedPhotos = (token: string) => ({
  queryKey: [...trackedKey(token), 'photos'],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callApi('GET /api/track/:token/photos', { params: { token }, signal }),
});
