import pg from 'pg';

export interface ListenHandlers {
  /** One notification's payload, as sent with pg_notify, and the channel it came on. */
  onNotify(payload: string, channel: string): void;
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
 * A connection that sits idle can die without a word (a NAT or firewall forgetting it): ping it now
 * and then, and treat a ping that does not answer in time as a lost connection.
 */
const PING_EVERY_MS = 30_000;
const PING_TIMEOUT_MS = 10_000;

/**
 * A client for the channels, not connected yet. `onLost` hears of its error or its end. A connection
 * attempt that hangs (a network cut) must fail, so the next attempt is made.
 */
function newListeningClient(
  url: string,
  channels: readonly string[],
  onNotify: ListenHandlers['onNotify'],
  onLost: (error?: Error) => void,
): pg.Client {
  const client = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 10_000 });
  client.on('notification', (message) => {
    if (channels.includes(message.channel) && message.payload !== undefined) {
      onNotify(message.payload, message.channel);
    }
  });
  client.on('error', (error) => onLost(error));
  client.on('end', () => onLost());
  return client;
}

/** Connects and sends LISTEN on every channel. A half-made connection must not linger: it is closed. */
async function startListening(client: pg.Client, channels: readonly string[]): Promise<void> {
  try {
    await client.connect();
    for (const name of channels) await client.query(`LISTEN ${pg.escapeIdentifier(name)}`);
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
}

/** Asks the connection for `SELECT 1`: one that fails, or does not answer in time, is reported. */
function pingConnection(connection: pg.Client, onFailure: (error: unknown) => void): void {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('The listening connection did not answer a ping.')),
      PING_TIMEOUT_MS,
    );
  });
  Promise.race([connection.query('SELECT 1'), timeout])
    .catch(onFailure)
    .finally(() => clearTimeout(timer));
}

/**
 * LISTEN on PostgreSQL over a connection of its own (a pooled one would be handed to other queries),
 * to one channel or several (one connection for all of them), reconnecting when it drops. It must reach PostgreSQL directly or through a session-mode pooler:
 * a transaction-mode pooler (PgBouncer's default elsewhere) does not keep LISTEN. Resolves once the
 * first LISTEN is in place; the returned function stops.
 */
export async function listenOnPostgres(
  url: string,
  channel: string | readonly string[],
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  const channels = typeof channel === 'string' ? [channel] : [...channel];
  let client: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  let connecting: pg.Client | null = null;

  const reportError = (error: unknown) =>
    handlers.onError?.(error instanceof Error ? error : new Error(String(error)));

  const connect = async () => {
    const next = newListeningClient(
      url,
      channels,
      (payload, name) => handlers.onNotify(payload, name),
      (error) => {
        if (error) reportError(error);
        lose(next);
      },
    );
    connecting = next;
    try {
      await startListening(next, channels);
    } finally {
      connecting = null;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
  };

  const lose = (lost: pg.Client) => {
    if (client !== lost || stopped) return;
    client = null;
    lost.end().catch(() => undefined);
    scheduleReconnect();
  };

  const pingNow = () => {
    const current = client;
    if (!current) return;
    pingConnection(current, (error) => {
      reportError(error);
      lose(current);
    });
  };

  const scheduleReconnect = () => {
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
    attempt += 1;
    retry = setTimeout(() => {
      connect().then(
        () => {
          if (stopped) return;
          attempt = 0;
          handlers.onResync?.();
        },
        (error: unknown) => {
          reportError(error);
          if (!stopped) scheduleReconnect();
        },
      );
    }, delay);
    retry.unref();
  };

  await connect();
  const ping = setInterval(pingNow, PING_EVERY_MS);
  ping.unref();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    clearInterval(ping);
    const current = client ?? connecting;
    client = null;
    await current?.end().catch(() => undefined);
  };
}
