import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// Local mail servers for delivery tests: one that accepts mail, one that accepts a connection and
// never answers, and a port where nothing listens. Nothing leaves the machine.

export interface ReceivedMail {
  to: string;
  subject: string;
  body: string;
  /** When it was accepted (ms since the epoch). */
  at: number;
}

export interface MailSink {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * An SMTP server on 127.0.0.1 (on `port`, or any free one) that keeps what it is sent. With
 * `delayMs`, it takes that long to accept each message (a slow mail server); `receiving()` says how
 * many it is taking in now, `peakReceiving()` the most at once, `connections()` how many clients
 * have connected so far.
 */
export async function startMailSink(
  port = 0,
  { delayMs = 0 } = {},
): Promise<MailSink & { receiving(): number; peakReceiving(): number; connections(): number }> {
  const received: ReceivedMail[] = [];
  let receiving = 0;
  let peakReceiving = 0;
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Closing the sink does not wait for clients that keep their connection open for the next message.
    closeTimeout: 200,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onData(stream, session, callback) {
      let body = '';
      receiving += 1;
      peakReceiving = Math.max(peakReceiving, receiving);
      stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
      stream.on('end', () => {
        setTimeout(() => {
          receiving -= 1;
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address).join(','),
            subject: /^Subject: (.*)$/im.exec(body)?.[1]?.trim() ?? '',
            body,
            at: Date.now(),
          });
          callback();
        }, delayMs);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  // A client killed mid-message (the crash tests) resets its connection: not the sink's failure.
  server.on('error', () => undefined);
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    received,
    receiving: () => receiving,
    peakReceiving: () => peakReceiving,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A server that takes connections and never says a word: a mail server that hangs. */
export async function startStalledServer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A port on 127.0.0.1 where nothing listens (yet). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
