import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { adminKeys } from '../../entities/admin/admin-keys';

// The referrals and their payment, typed from the endpoint map in src/shared/contracts/api.ts.

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
