import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminRevisitInput } from '@shared/schemas/linked-visit';
import type { AdminBookingListParams } from '@shared/schemas/list-query';
import { callApi } from '../../lib/api-client';
import { useCursorList } from '../../lib/use-cursor-list';
import { adminKeys, refreshAfterBookingChange } from '../../entities/admin/admin-keys';

// The bookings as the admin sees them: the list, a booking's details, the map, and every change the
// desk makes to one, typed from the endpoint map in src/shared/contracts/api.ts. A change refreshes
// the lists it touches, in other features too (entities/admin/admin-keys.ts).

export type BookingFilters = Pick<
  AdminBookingListParams,
  'status' | 'from' | 'to' | 'city' | 'technicianId' | 'shortfall'
>;

export const useAdminBookings = (filters: BookingFilters) =>
  useCursorList({
    queryKey: adminKeys.bookings,
    initialSort: { id: 'createdAt', desc: true },
    filters,
    fetchPage: async (query: AdminBookingListParams, signal?: AbortSignal) => {
      const page = await callApi('GET /api/admin/bookings', { query, signal });
      return { rows: page.bookings, nextCursor: page.nextCursor };
    },
  });

export const useAdminBooking = (id: string) =>
  useQuery({
    queryKey: adminKeys.booking(id),
    queryFn: ({ signal }) => callApi('GET /api/admin/bookings/:id', { params: { id }, signal }),
  });

/** The team ranked for a booking's date and window, with why each one is or is not eligible. */
export const useBookingCandidates = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: [...adminKeys.booking(id), 'candidates'],
    queryFn: ({ signal }) => callApi('GET /api/admin/bookings/:id/candidates', { params: { id }, signal }),
    enabled,
  });

export const useBookingMap = (filters: Pick<BookingFilters, 'status' | 'from' | 'to'>) =>
  useQuery({
    queryKey: [...adminKeys.map, filters],
    queryFn: ({ signal }) => callApi('GET /api/admin/bookings/map', { query: filters, signal }),
  });

export function useChangeBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, reason }: { id: string; status: string; reason?: string }) =>
      callApi('POST /api/admin/bookings/:id/status', {
        params: { id },
        body: { status, ...(reason ? { reason } : {}) },
      }),
    onSettled: () => refreshAfterBookingChange(queryClient),
  });
}

export function useAssignTechnician() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      technicianId,
      overrideReason,
    }: {
      id: string;
      technicianId: number;
      overrideReason?: string;
    }) =>
      callApi('POST /api/admin/bookings/:id/assign', {
        params: { id },
        body: overrideReason ? { technicianId, overrideReason } : { technicianId },
      }),
    onSettled: () => refreshAfterBookingChange(queryClient),
  });
}

export function useResetStartCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('POST /api/admin/bookings/:id/start-code/reset', { params: { id } }),
    onSettled: () => refreshAfterBookingChange(queryClient),
  });
}

export const useSendTrackingLink = () =>
  useMutation({
    mutationFn: (id: string) => callApi('POST /api/admin/bookings/:id/tracking-link', { params: { id } }),
  });

export function useDeleteBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('DELETE /api/admin/bookings/:id', { params: { id } }),
    onSettled: () => refreshAfterBookingChange(queryClient),
  });
}

/** The device's photos from the door, for the booking's details (decision 058). */
export const adminBookingPhotos = (id: string) => ({
  queryKey: [...adminKeys.booking(id), 'photos'],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callApi('GET /api/admin/bookings/:id/photos', { params: { id }, signal }),
});

/** A visit linked to this booking (decision 059): to finish it, for a warranty problem, or a return. */
export function useBookRevisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: AdminRevisitInput & { id: string }) =>
      callApi('POST /api/admin/bookings/:id/revisit', { params: { id }, body }),
    onSettled: () => refreshAfterBookingChange(queryClient),
  });
}

/** The pickup receipt's PDF of a booking whose device went to the workshop. */
export const adminPickupReceiptPdf = (id: string) =>
  `/api/admin/bookings/${encodeURIComponent(id)}/pickup-receipt.pdf`;
