import pg from 'pg';

export interface ListenHandlers {
  /** One notification's payload, as sent with pg_notify. */
  onNotify(payload: string): void;
  /**
   * The listening connection was lost and is back: notifications sent meanwhile are gone, so whoever
   * listens should fetch afresh.
   */
  onResync?(): void;
  onError?(error: Error): void;
}

/** Waits before each new attempt after a lost connection; the last delay repeats. */
const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000];

/**
 * LISTEN on PostgreSQL over a connection of its own (a pooled one would be handed to other queries),
 * reconnecting when it drops. Resolves once the first LISTEN is in place; the returned function stops.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onNotify(message.payload);
    });
    next.on('error', (error) => {
      handlers.onError?.(error);
      lose(next);
    });
    next.on('end', () => lose(next));
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };

  const lose = (lost: pg.Client) => {
    if (client !== lost || stopped) return;
    client = null;
    lost.end().catch(() => undefined);
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
    attempt += 1;
    retry = setTimeout(() => {
      connect().then(
        () => {
          attempt = 0;
          handlers.onResync?.();
        },
        (error: unknown) => {
          handlers.onError?.(error instanceof Error ? error : new Error(String(error)));
          if (!stopped) scheduleReconnect();
        },
      );
    }, delay);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}
