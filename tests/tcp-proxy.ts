import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

// A TCP proxy a test puts between the app and PostgreSQL, to cut the database away and bring it back
// as a stopped server, a failover or a network cut would: `cut` drops every open connection and
// refuses new ones; `restore` takes connections again on the same port.

export interface TcpProxy {
  /** The port the app connects to. */
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;

  const listen = async () => {
    const next = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      sockets.add(client);
      sockets.add(upstream);
      client.pipe(upstream).pipe(client);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        sockets.delete(client);
        sockets.delete(upstream);
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    port = (next.address() as AddressInfo).port;
    server = next;
  };

  const stop = async () => {
    const current = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };

  await listen();
  afterAll(stop);
  return {
    port,
    cut: stop,
    restore: async () => {
      if (!server) await listen();
    },
    close: stop,
  };
}
