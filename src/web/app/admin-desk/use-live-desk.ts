import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { refreshAfterBookingChange } from '../../entities/admin/admin-keys';
import { useLiveUpdates } from '../../lib/use-live-updates';

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
