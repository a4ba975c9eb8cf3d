import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ResponseOf } from '@shared/contracts/api';
import type { PhotoStage } from '@shared/schemas/booking-photo';
import type { DeviceConditionInput } from '@shared/schemas/device-condition';
import type { RevisedEstimateInput } from '@shared/schemas/revised-estimate';
import type { WorkshopIntakeInput } from '@shared/schemas/workshop';
import type { CompleteJobInput, StartJobInput } from '@shared/schemas/technician-work';
import { ApiError, callApi } from '../../lib/api-client';
import { useLiveUpdates } from '../../lib/use-live-updates';
import { usePhotoList } from '../../entities/booking/booking-photos';
import { uploadForm } from '../../lib/upload-form';
import { shrinkPhoto } from './shrink-photo';

// The technician's jobs and the two moves they make at the door. The list follows changes live (an
// admin may assign or cancel at any time), asks again now and then in case the stream is down, and
// keeps the last good copy through a flaky connection.

export const technicianJobsKey = ['technician', 'jobs'] as const;
export const technicianSelfKey = ['technician', 'me'] as const;

/** How often the list asks again while the page is open (and at once on focus or reconnect). */
const REFRESH_MS = 30_000;

export const useTechnicianJobs = () =>
  useQuery({
    queryKey: technicianJobsKey,
    queryFn: ({ signal }) => callApi('GET /api/technician/jobs', { signal }),
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });

/** The list follows the admin's assignments, reassignments and cancellations as they happen. */
export function useLiveJobs() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: technicianJobsKey });
  return useLiveUpdates('/api/live', { onChange: refresh, onResync: refresh });
}

export const useTechnicianSelf = () =>
  useQuery({
    queryKey: technicianSelfKey,
    queryFn: ({ signal }) => callApi('GET /api/technician/me', { signal }),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

/** A dropped connection is worth another try; a refusal from the server is not. */
const retryNetwork = (count: number, error: unknown) =>
  error instanceof ApiError && error.code === 'NETWORK' && count < 2;

/** The cash the technician holds from the door (decision 064); refreshed with the jobs. */
export const useOwnCash = () =>
  useQuery({
    queryKey: [...technicianJobsKey, 'cash'],
    queryFn: ({ signal }) => callApi('GET /api/technician/cash', { signal }),
  });

export function useStartJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: StartJobInput & { id: string }) =>
      callApi('POST /api/technician/jobs/:id/start', { params: { id }, body }),
    retry: retryNetwork,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: technicianJobsKey }),
  });
}

export function useCompleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: CompleteJobInput & { id: string }) =>
      callApi('POST /api/technician/jobs/:id/complete', { params: { id }, body }),
    retry: retryNetwork,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: technicianJobsKey }),
  });
}

/** Where the technician is now, when the browser may tell (asked once, for a few seconds); else null. */
function currentPosition(): Promise<{ lat: number; lng: number } | null> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      () => resolve(null),
      { enableHighAccuracy: false, timeout: 5_000, maximumAge: 120_000 },
    );
  });
}

/** 'On my way': the server works out the estimate and tells the customer. */
export function useOnTheWay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id }: { id: string }) =>
      callApi('POST /api/technician/jobs/:id/on-the-way', {
        params: { id },
        body: (await currentPosition()) ?? {},
      }),
    retry: retryNetwork,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: technicianJobsKey }),
  });
}

/** The customer was not at the address: the server keeps the attempt and sends them a new-time link. */
export function useNotAvailable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) =>
      callApi('POST /api/technician/jobs/:id/not-available', { params: { id }, body: note ? { note } : {} }),
    retry: retryNetwork,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: technicianJobsKey }),
  });
}

/** The condition check before work starts (issue 32): the customer's tracking page hears of it. */
export function useRecordCondition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: DeviceConditionInput & { id: string }) =>
      callApi('PUT /api/technician/jobs/:id/condition', { params: { id }, body }),
    retry: retryNetwork,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: technicianJobsKey }),
  });
}

/** The repairs the job's device offers, at its prices, and the visit fee: for a revised estimate. */
export const useJobRepairs = (id: string, enabled = true) =>
  useQuery({
    enabled,
    queryKey: ['technician', 'jobs', id, 'repairs'],
    queryFn: ({ signal }) => callApi('GET /api/technician/jobs/:id/repairs', { params: { id }, signal }),
  });

/** A new price at the door (decision 056): the customer is sent the difference to approve. */
export function useProposeEstimate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: RevisedEstimateInput & { id: string }) =>
      callApi('POST /api/technician/jobs/:id/estimate', { params: { id }, body }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: technicianJobsKey }),
  });
}

/** The customer approves the new price in person, with their start code on this phone. */
export function useApproveEstimateWithCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: StartJobInput & { id: string }) =>
      callApi('POST /api/technician/jobs/:id/estimate/approve', { params: { id }, body }),
    retry: retryNetwork,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: technicianJobsKey }),
  });
}

/** The customer confirms the completed repair in person, with their start code (decision 057). */
export function useSignOffWithCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: StartJobInput & { id: string }) =>
      callApi('POST /api/technician/jobs/:id/sign-off', { params: { id }, body }),
    retry: retryNetwork,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: technicianJobsKey }),
  });
}

/** The photos of one job: its own entry under the jobs, so every live change refreshes it too. */
export const jobPhotosKey = (id: string) => [...technicianJobsKey, id, 'photos'] as const;

export const useJobPhotos = (id: string, enabled: boolean) =>
  usePhotoList(
    jobPhotosKey(id),
    ({ signal }) => callApi('GET /api/technician/jobs/:id/photos', { params: { id }, signal }),
    enabled,
  );

/**
 * A photo from the camera, made small in the browser and sent with its moment (decision 058), with
 * the share sent so far while it goes (a weak signal at the door takes a while).
 */
export function useAddPhoto() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ id, stage, file }: { id: string; stage: PhotoStage; file: File }) => {
      const form = new FormData();
      form.append('stage', stage);
      form.append('photo', await shrinkPhoto(file), 'photo.jpg');
      setProgress(0);
      const path = `/api/technician/jobs/${encodeURIComponent(id)}/photos`;
      return uploadForm<ResponseOf<'POST /api/technician/jobs/:id/photos'>>(path, form, setProgress).done;
    },
    onSuccess: (photos, { id }) => queryClient.setQueryData(jobPhotosKey(id), photos),
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, photoId }: { id: string; photoId: string }) =>
      callApi('DELETE /api/technician/jobs/:id/photos/:photoId', { params: { id, photoId } }),
    onSuccess: (photos, { id }) => queryClient.setQueryData(jobPhotosKey(id), photos),
  });
}

/** Needs workshop (decision 059): the device leaves with a pickup receipt. */
export function useTakeToWorkshop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: WorkshopIntakeInput & { id: string }) =>
      callApi('POST /api/technician/jobs/:id/workshop', { params: { id }, body }),
    retry: retryNetwork,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: technicianJobsKey }),
  });
}
