import { useEffect, useRef, useState } from 'react';
import type { LiveBookingChange, LiveClosing } from '@shared/contracts/live';
import { LIVE_RECONNECT_DELAYS_MS, liveEventNames } from '@shared/contracts/live';

/**
 * 'live' while the stream is open; 'reconnecting' while waiting to try again (the page still works);
 * 'off' when not listening, or when the server refused the stream for good (signed out, link gone).
 */
export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'off';

export interface LiveHandlers {
  /** A booking changed; a tracking link's stream names no booking. */
  onChange(change: Partial<LiveBookingChange>): void;
  /** Changes may have been missed (a stream just opened, or the server says so): fetch afresh. */
  onResync(): void;
}

const LONGEST_DELAY_MS = LIVE_RECONNECT_DELAYS_MS[LIVE_RECONNECT_DELAYS_MS.length - 1] ?? 10_000;

/** What a failed stream's address answers now: 0 when the server cannot be reached. */
async function probeStatus(url: string): Promise<number> {
  const controller = new AbortController();
  try {
    const response = await fetch(url, { signal: controller.signal, credentials: 'same-origin' });
    return response.status;
  } catch {
    return 0;
  } finally {
    // A stream that opens after all is not read here: the next EventSource takes over.
    controller.abort();
  }
}

/** The `closing` event's data; anything unreadable is a plain planned end. */
function readClosing(data: string): LiveClosing {
  try {
    const value = JSON.parse(data) as LiveClosing | null;
    if (value?.sessionEnded === true) return { sessionEnded: true };
    const retryMs = value?.retryMs;
    return typeof retryMs === 'number' && retryMs >= 0 && retryMs <= 60_000 ? { retryMs } : {};
  } catch {
    return {};
  }
}

/**
 * Listens to a live stream of booking changes (Server-Sent Events). A lost stream is opened again
 * after 1, 2, 5 and then every 10 seconds (SPEC section 9). Each time a stream opens the page is
 * asked to fetch afresh: changes made before it was listening (or while it was away) were not heard.
 * A stream the server refuses for good (401, 403, 404) is not retried: the page's own request then
 * shows why. A planned end (the server renews each stream every quarter of an hour) reopens at once,
 * without showing the page as disconnected; one that says the session has ended does not reopen.
 * `url` null: not listening.
 */
export function useLiveUpdates(url: string | null, handlers: LiveHandlers): LiveState {
  // The state of the stream at `url`; a new url starts as 'connecting' until its stream says otherwise.
  const [status, setStatus] = useState<{ url: string | null; state: LiveState }>({ url: null, state: 'off' });
  // The latest handlers, without reopening the stream when the page re-renders.
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    const streamUrl = url;
    const setState = (state: LiveState) => setStatus({ url: streamUrl, state });
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;

    const retryIn = (delay: number) => {
      retry = setTimeout(open, delay);
    };

    const handleFailure = async () => {
      setState('reconnecting');
      // EventSource hides the status of a refused stream: ask once, to tell "gone" from "down".
      const status = await probeStatus(streamUrl);
      if (stopped) return;
      if (status === 401 || status === 403 || status === 404) {
        setState('off');
        latest.current.onResync();
        return;
      }
      const delay =
        status === 429 || status === 503
          ? LONGEST_DELAY_MS
          : (LIVE_RECONNECT_DELAYS_MS[failures] ?? LONGEST_DELAY_MS);
      failures += 1;
      retryIn(delay);
    };

    function open() {
      const current = new EventSource(streamUrl);
      source = current;
      /** The server said the stream ends as planned; and how long to wait (a restart) or not. */
      let planned: LiveClosing | null = null;
      current.addEventListener(liveEventNames.ready, () => {
        setState('live');
        failures = 0;
        latest.current.onResync();
      });
      current.addEventListener(liveEventNames.booking, (event) => {
        try {
          latest.current.onChange(JSON.parse((event as MessageEvent<string>).data) as LiveBookingChange);
        } catch {
          latest.current.onResync();
        }
      });
      current.addEventListener(liveEventNames.resync, () => latest.current.onResync());
      current.addEventListener(liveEventNames.closing, (event) => {
        planned = readClosing((event as MessageEvent<string>).data);
      });
      current.onerror = () => {
        // The browser would retry at its own pace (or not at all after an error status): take over.
        current.close();
        if (stopped) return;
        // Signed out (in this tab, or elsewhere): a new stream would be refused. Nothing is rendered
        // for it: the tab that signed out is leaving the page, and a render now would ask again for
        // the data it has just forgotten (a 401). A page signed out elsewhere finds out on its next
        // request (the technician's every 30 s).
        if (planned?.sessionEnded) return;
        if (planned) {
          // Spread the reopening, so streams renewed together do not arrive together: over a second,
          // or after a stopping server's wait, over as long again.
          const wait = planned.retryMs ?? 0;
          retryIn(wait + Math.random() * Math.max(1000, wait));
          return;
        }
        void handleFailure();
      };
    }

    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [url]);

  if (!url || typeof EventSource === 'undefined') return 'off';
  return status.url === url ? status.state : 'connecting';
}
