import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { adminKeys } from '../../entities/admin/admin-keys';

// The contact inbox, typed from the endpoint map in src/shared/contracts/api.ts.

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
