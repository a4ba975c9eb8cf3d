import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FreeWindow } from '@shared/api-error';
import type { PreferredTimeWindow } from '@shared/booking-time';
import type { AvailabilityResponse } from '@shared/contracts/schedule';
import { callApi } from '../../lib/api-client';

// The places left per window for a pincode (decision 049), shown in the booking form and the
// reschedule dialog. Only an enhancement: while it loads, or when it fails, every window stays offered
// as before and the server decides (409 SLOT_FULL with the nearest free windows).

const availabilityKey = ['availability'] as const;
const isPincode = (pincode: string) => /^[1-9]\d{5}$/.test(pincode);

/** What the form knows about the windows of one pincode; `known` false: nothing (offer every window). */
export interface WindowAvailability {
  known: boolean;
  /** Nobody serves the pincode: the form is not sent with it. */
  unserved: boolean;
  /** Whether `window` on `date` has no place left (false when unknown). */
  isFull: (date: string, window: PreferredTimeWindow) => boolean;
  /** Whether the date has no window left with a place (false when unknown). */
  dayFull: (date: string) => boolean;
  /** The nearest windows with places after `date`'s full ones, nearest first. */
  nearestFree: (date: string, count?: number) => FreeWindow[];
}

const unknown: WindowAvailability = {
  known: false,
  unserved: false,
  isFull: () => false,
  dayFull: () => false,
  nearestFree: () => [],
};

/** Reads the answer: `unlimited` (a shop with no technician yet) offers every window, as before. */
export function readAvailability(answer: AvailabilityResponse | undefined): WindowAvailability {
  if (!answer || answer.unlimited) return unknown;
  if (!answer.served) return { ...unknown, known: true, unserved: true };
  const days = new Map(answer.days.map((day) => [day.date, day.windows]));
  const free: FreeWindow[] = answer.days.flatMap((day) =>
    day.windows.filter((w) => !w.full).map((w) => ({ date: day.date, window: w.window, places: w.places })),
  );
  return {
    known: true,
    unserved: false,
    isFull: (date, window) => days.get(date)?.find((w) => w.window === window)?.full ?? false,
    dayFull: (date) => {
      const windows = days.get(date);
      return Boolean(windows && windows.length > 0 && windows.every((w) => w.full));
    },
    nearestFree: (date, count = 3) => free.filter((w) => w.date >= date).slice(0, count),
  };
}

/**
 * The availability of `pincode` from `from` for `days` days, asked once the pincode is a valid one.
 * Never retried nor waited for: a failed or slow answer leaves the form as it was.
 */
export function useAvailability(pincode: string | null | undefined, from: string, days: number) {
  const enabled = Boolean(pincode && isPincode(pincode) && /^\d{4}-\d{2}-\d{2}$/.test(from));
  const query = useQuery({
    queryKey: [...availabilityKey, pincode, from, days],
    queryFn: ({ signal }) =>
      callApi('GET /api/availability', {
        query: { pincode: pincode ?? '', from, days: String(days) },
        signal,
      }),
    enabled,
    retry: false,
    staleTime: 30_000,
  });
  return readAvailability(enabled ? query.data : undefined);
}

/** Asks the availability again (after the server said a window is full). */
export function useRefreshAvailability() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: availabilityKey });
}
