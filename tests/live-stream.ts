/** One Server-Sent Event as a test reads it. */
export interface ReadEvent {
  event: string;
  data: unknown;
  /** The reconnection time the server asked for with the event (SSE `retry:`), if any. */
  retry?: number;
  /** When it arrived (performance.now()). */
  at: number;
}

/**
 * Reads a Server-Sent Events response as it arrives. `next` waits for the first event (not yet taken)
 * that matches; `close` cancels the stream, as a browser leaving the page does.
 */
export function readLiveStream(response: Response) {
  if (!response.body) throw new Error('the response has no body');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const events: ReadEvent[] = [];
  const waiters = new Set<() => void>();
  let buffer = '';
  let ended = false;

  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let split = buffer.indexOf('\n\n');
        while (split >= 0) {
          const block = buffer.slice(0, split);
          buffer = buffer.slice(split + 2);
          const lines = block.split('\n');
          const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
          const data = lines
            .filter((l) => l.startsWith('data: '))
            .map((l) => l.slice(6))
            .join('\n');
          const retry = lines.find((l) => l.startsWith('retry: '))?.slice(7);
          if (event) {
            events.push({
              event,
              data: data ? JSON.parse(data) : null,
              ...(retry ? { retry: Number(retry) } : {}),
              at: performance.now(),
            });
          }
          split = buffer.indexOf('\n\n');
        }
        for (const wake of waiters) wake();
      }
    } catch {
      // Cancelled by close().
    } finally {
      ended = true;
      for (const wake of waiters) wake();
    }
  })();

  let taken = 0;
  return {
    events,
    get ended() {
      return ended;
    },
    /** The next event after those already taken that matches, within `timeoutMs`. */
    async next(match: (event: ReadEvent) => boolean = () => true, timeoutMs = 5000): Promise<ReadEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = events.findIndex((event, i) => i >= taken && match(event));
        if (index >= 0) {
          taken = index + 1;
          return events[index]!;
        }
        if (ended) throw new Error('the stream ended');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, left);
          waiters.add(wake);
        });
      }
    },
    async close() {
      await reader.cancel().catch(() => undefined);
    },
  };
}
