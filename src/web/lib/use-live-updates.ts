import { useEffect, useRef, useState } from 'react';
import type { LiveBookingChange } from '@shared/contracts/live';
import { LIVE_RECONNECT_DELAYS_MS, liveEventNames } from '@shared/contracts/live';

/** 'live' while the stream is open; 'reconnecting' while waiting to try again (the page still works). */
export type LiveState = 'connecting' | 'live' | 'reconnecting';

export interface LiveHandlers {
  onChange(change: LiveBookingChange): void;
  /** Changes may have been missed (a reconnect, or the server says so): fetch afresh. */
  onResync(): void;
}

/**
 * Listens to a live stream of booking changes (Server-Sent Events). A lost stream is opened again
 * after 1, 2, 5 and then every 10 seconds (SPEC section 9); each reopening asks the page to fetch
 * afresh, since changes made meanwhile were not heard. `url` null: not listening.
 */
export function useLiveUpdates(url: string | null, handlers: LiveHandlers): LiveState {
  const [state, setState] = useState<LiveState>('connecting');
  // The latest handlers, without reopening the stream when the page re-renders.
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let opened = false;
    let stopped = false;

    const open = () => {
      source = new EventSource(url);
      source.addEventListener(liveEventNames.ready, () => {
        setState('live');
        // Opened again after a loss: what happened in between must be fetched.
        if (opened) latest.current.onResync();
        opened = true;
        failures = 0;
      });
      source.addEventListener(liveEventNames.booking, (event) => {
        try {
          latest.current.onChange(JSON.parse((event as MessageEvent<string>).data) as LiveBookingChange);
        } catch {
          latest.current.onResync();
        }
      });
      source.addEventListener(liveEventNames.resync, () => latest.current.onResync());
      source.onerror = () => {
        // The browser would retry at its own pace (or not at all after an error status): take over.
        source?.close();
        if (stopped) return;
        setState('reconnecting');
        const delay = LIVE_RECONNECT_DELAYS_MS[Math.min(failures, LIVE_RECONNECT_DELAYS_MS.length - 1)];
        failures += 1;
        retry = setTimeout(open, delay);
      };
    };

    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [url]);

  return state;
}
