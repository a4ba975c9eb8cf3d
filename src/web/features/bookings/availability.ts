import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FreeWindow } from '@shared/api-error';
import { ANY_TIME_WINDOW } from '@shared/booking-time';
import type { PreferredTimeWindow } from '@shared/booking-time';
import type { TrackedAvailabilityResponse } from '@shared/contracts/schedule';
import { callApi } from '../../lib/api-client';

// The places left per window for a pincode (decision 049), shown in the booking form and the
// reschedule dialogs. Only an enhancement: while it loads, or when it fails, every window stays offered
// as before and the server decides (409 SLOT_FULL with the nearest free windows).

const availabilityKey = ['availability'] as const;
const isPincode = (pincode: string) => /^[1-9]\d{5}$/.test(pincode);

/**
 * Whose places are asked: a pincode's (the booking form, the signed-in customer's own booking), or
 * those of the booking a tracking link follows, whose pincode the link does not know (decision 052).
 */
export type PlacesOf = { pincode: string | null | undefined } | { trackingToken: string };

/** What the form knows about the windows of one pincode; `known` false: nothing (offer every window). */
export interface WindowAvailability {
  known: boolean;
  /** Nobody serves the pincode: the form is not sent with it. */
  unserved: boolean;
  /** Whether `window` on `date` has no place left (false when unknown). */
  isFull: (date: string, window: PreferredTimeWindow) => boolean;
  /** Whether the date has no window left with a place (false when unknown). */
  dayFull: (date: string) => boolean;
  /** Whether "any time" on `date` cannot be booked: the window it holds, the day's first, is full. */
  anyTimeFull: (date: string) => boolean;
  /** The nearest windows with places after `date`'s full ones, nearest first. */
  nearestFree: (date: string, count?: number) => FreeWindow[];
}

const unknown: WindowAvailability = {
  known: false,
  unserved: false,
  isFull: () => false,
  dayFull: () => false,
  anyTimeFull: () => false,
  nearestFree: () => [],
};

/** Reads the answer: `unlimited` (a shop with no technician yet) offers every window, as before. */
export function readAvailability(answer: TrackedAvailabilityResponse | undefined): WindowAvailability {
  if (!answer || answer.unlimited) return unknown;
  if (!answer.served) return { ...unknown, known: true, unserved: true };
  const days = new Map(answer.days.map((day) => [day.date, day.windows]));
  const free: FreeWindow[] = answer.days.flatMap((day) =>
    day.windows.filter((w) => !w.full).map((w) => ({ date: day.date, window: w.window, places: w.places })),
  );
  const isFull = (date: string, window: PreferredTimeWindow) =>
    days.get(date)?.find((w) => w.window === window)?.full ?? false;
  return {
    known: true,
    unserved: false,
    isFull,
    dayFull: (date) => {
      const windows = days.get(date);
      return Boolean(windows && windows.length > 0 && windows.every((w) => w.full));
    },
    // The server's rule (heldWindow): "any time" holds the day's first window. Today, once that window
    // is past, its places are not answered: unknown, so offered, and the server decides.
    anyTimeFull: (date) => isFull(date, ANY_TIME_WINDOW),
    nearestFree: (date, count = 3) => free.filter((w) => w.date >= date).slice(0, count),
  };
}

/**
 * The places from `from` for `days` days: a pincode's once it is a valid one, or a tracking link's
 * booking's. Never retried nor waited for: a failed or slow answer leaves the form as it was.
 */
export function useAvailability(of: PlacesOf, from: string, days: number) {
  const token = 'trackingToken' in of ? of.trackingToken : null;
  const pincode = 'pincode' in of ? of.pincode : null;
  const isDay = /^\d{4}-\d{2}-\d{2}$/.test(from);
  const enabled = isDay && (token ? token.length > 0 : Boolean(pincode && isPincode(pincode)));
  const query = useQuery({
    queryKey: [...availabilityKey, token ? { token } : { pincode }, from, days],
    queryFn: ({ signal }) =>
      token
        ? callApi('GET /api/track/:token/availability', {
            params: { token },
            query: { from, days: String(days) },
            signal,
          })
        : callApi('GET /api/availability', {
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
