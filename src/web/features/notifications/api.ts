import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { useLiveUpdates } from '../../lib/use-live-updates';

// The customer's notifications: the e-mails and texts sent to them, newest first, a page at a time.

export const notificationsKey = ['notifications'] as const;

export const useNotifications = () =>
  useInfiniteQuery({
    queryKey: notificationsKey,
    queryFn: ({ pageParam, signal }) =>
      callApi('GET /api/notifications', { query: pageParam ? { cursor: pageParam } : {}, signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** A booking change sends its messages in the same transaction: the list is read again after it. */
export function useLiveNotifications() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationsKey });
  return useLiveUpdates('/api/live', { onChange: refresh, onResync: refresh });
}
