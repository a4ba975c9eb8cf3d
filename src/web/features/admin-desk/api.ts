import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { AdminBookingListParams } from '@shared/schemas/list-query';
import type {
  CreateTechnicianInput,
  CreateUserInput,
  UpdateTechnicianInput,
  UserRolesInput,
} from '@shared/schemas/admin-people';
import type { AdminTechnicianRow } from '@shared/contracts/people';
import { callApi } from '../../lib/api-client';
import { useCursorList } from '../../lib/use-cursor-list';
import type { ListParams } from '../../lib/use-cursor-list';
import { useLiveUpdates } from '../../lib/use-live-updates';

// The admin desk's data: every list and change it makes, typed from the endpoint map in
// src/shared/contracts/api.ts. A change refreshes the lists it touches.

export const adminKeys = {
  all: ['admin'] as const,
  users: ['admin', 'users'] as const,
  bookings: ['admin', 'bookings'] as const,
  booking: (id: string) => ['admin', 'bookings', 'detail', id] as const,
  map: ['admin', 'bookings', 'map'] as const,
  overview: ['admin', 'overview'] as const,
  errors: ['admin', 'errors'] as const,
  technicians: ['admin', 'technicians'] as const,
  referrals: ['admin', 'referrals'] as const,
  contact: ['admin', 'contact'] as const,
};

/** A booking changed: its lists, map, overview, details and the technicians' job counts follow. */
function refreshAfterBookingChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: adminKeys.bookings });
  void queryClient.invalidateQueries({ queryKey: adminKeys.overview });
  void queryClient.invalidateQueries({ queryKey: adminKeys.technicians });
  void queryClient.invalidateQueries({ queryKey: adminKeys.referrals });
}

/** A busy hour brings many changes: the desk refetches at most once in this time, after the first. */
const DESK_REFRESH_WAIT_MS = 1000;

/** Keeps the desk current: any booking changed by anyone (a technician at a door, a customer) refreshes it. */
export function useLiveDesk() {
  const queryClient = useQueryClient();
  const waiting = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(waiting.current), []);
  const refresh = () => {
    if (waiting.current) return;
    waiting.current = setTimeout(() => {
      waiting.current = undefined;
      refreshAfterBookingChange(queryClient);
    }, DESK_REFRESH_WAIT_MS);
  };
  return useLiveUpdates('/api/live', { onChange: refresh, onResync: refresh });
}

// Users

export const useAdminUsers = () =>
  useCursorList({
    queryKey: adminKeys.users,
    initialSort: { id: 'createdAt', desc: true },
    fetchPage: async (query: ListParams, signal?: AbortSignal) => {
      const page = await callApi('GET /api/admin/users', { query, signal });
      return { rows: page.users, nextCursor: page.nextCursor };
    },
  });

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserInput) => callApi('POST /api/admin/users', { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.users });
      void queryClient.invalidateQueries({ queryKey: adminKeys.technicians });
    },
  });
}

export function useSetUserRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, roles }: { id: string } & UserRolesInput) =>
      callApi('PUT /api/admin/users/:id/roles', { params: { id }, body: { roles } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.users });
      void queryClient.invalidateQueries({ queryKey: adminKeys.technicians });
    },
  });
}

// Bookings

export type BookingFilters = Pick<AdminBookingListParams, 'status' | 'from' | 'to' | 'city' | 'technicianId'>;

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

export const useBookingMap = (filters: Pick<BookingFilters, 'status' | 'from' | 'to'>) =>
  useQuery({
    queryKey: [...adminKeys.map, filters],
    queryFn: ({ signal }) => callApi('GET /api/admin/bookings/map', { query: filters, signal }),
  });

/** Browser errors and server 500s of the last 7 days (decision 033); refreshed every minute. */
export const useAdminErrors = () =>
  useQuery({
    queryKey: adminKeys.errors,
    queryFn: ({ signal }) => callApi('GET /api/admin/errors', { signal }),
    refetchInterval: 60_000,
  });

export const useAdminOverview = () =>
  useQuery({
    queryKey: adminKeys.overview,
    queryFn: ({ signal }) => callApi('GET /api/admin/overview', { signal }),
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
    mutationFn: ({ id, technicianId }: { id: string; technicianId: number }) =>
      callApi('POST /api/admin/bookings/:id/assign', { params: { id }, body: { technicianId } }),
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

// Technicians

/** Every technician; with a date, also their jobs on that day (the assignment dialog's count). */
export const useAdminTechnicians = (date?: string | null) =>
  useQuery({
    queryKey: [...adminKeys.technicians, date ?? 'today'],
    queryFn: ({ signal }) => callApi('GET /api/admin/technicians', { query: date ? { date } : {}, signal }),
  });

function useTechnicianChange<Input>(change: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.technicians });
      void queryClient.invalidateQueries({ queryKey: adminKeys.users });
    },
  });
}

export const useCreateTechnician = () =>
  useTechnicianChange((body: CreateTechnicianInput) => callApi('POST /api/admin/technicians', { body }));

export const useUpdateTechnician = () =>
  useTechnicianChange(({ id, ...body }: UpdateTechnicianInput & { id: number }) =>
    callApi('PUT /api/admin/technicians/:id', { params: { id: String(id) }, body }),
  );

export const useSetTechnicianStatus = () =>
  useTechnicianChange(({ id, status }: { id: number; status: AdminTechnicianRow['status'] }) =>
    callApi('POST /api/admin/technicians/:id/status', { params: { id: String(id) }, body: { status } }),
  );

export const useResetTechnicianPassword = () =>
  useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      callApi('POST /api/admin/technicians/:id/password', { params: { id: String(id) }, body: { password } }),
  });

// Referrals and the contact inbox

export const useAdminReferrals = () =>
  useQuery({
    queryKey: adminKeys.referrals,
    queryFn: ({ signal }) => callApi('GET /api/admin/referrals', { signal }),
  });

export function useSetReferralPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paid }: { id: number; paid: boolean }) =>
      callApi('POST /api/admin/referrals/:id/payment', { params: { id: String(id) }, body: { paid } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.referrals }),
  });
}

export const useContactSubmissions = () =>
  useQuery({
    queryKey: adminKeys.contact,
    queryFn: ({ signal }) => callApi('GET /api/admin/contact-submissions', { signal }),
  });

export function useMarkSubmissionRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      callApi('POST /api/admin/contact-submissions/:id/read', { params: { id: String(id) } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.contact }),
  });
}

export function useDeleteSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      callApi('DELETE /api/admin/contact-submissions/:id', { params: { id: String(id) } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.contact }),
  });
}

/** The map tiles and their credit (the same query the booking form's map uses). */
export const useMapConfig = () =>
  useQuery({
    queryKey: ['map-config'],
    queryFn: ({ signal }) => callApi('GET /api/map-config', { signal }),
    staleTime: Infinity,
  });
