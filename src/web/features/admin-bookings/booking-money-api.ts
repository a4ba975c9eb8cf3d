import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LaterPaymentInput, RefundInput } from '@shared/schemas/booking-money';
import { callApi } from '../../lib/api-client';
import { adminKeys, refreshAfterBookingChange } from '../../entities/admin/admin-keys';

// A booking's money on the desk (decision 063): its ledger, a later payment, a refund.

const moneyKey = (id: string) => [...adminKeys.booking(id), 'money'] as const;

export const useBookingMoney = (id: string) =>
  useQuery({
    queryKey: moneyKey(id),
    queryFn: ({ signal }) => callApi('GET /api/admin/bookings/:id/money', { params: { id }, signal }),
  });

export function useRecordPayment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LaterPaymentInput) =>
      callApi('POST /api/admin/bookings/:id/payments', { params: { id }, body }),
    onSuccess: (answer) => queryClient.setQueryData(moneyKey(id), answer),
    onSettled: () => refreshAfterBookingChange(queryClient),
  });
}

export function useRefund(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundInput) =>
      callApi('POST /api/admin/bookings/:id/refunds', { params: { id }, body }),
    onSuccess: (answer) => queryClient.setQueryData(moneyKey(id), answer),
    onSettled: () => refreshAfterBookingChange(queryClient),
  });
}
