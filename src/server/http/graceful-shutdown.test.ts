import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { prepareGracefulShutdown } from './graceful-shutdown';

// The stop sequence on a real HTTP server with keep-alive clients, as browsers and proxies keep them.

const logger = pino({ level: 'silent' });

async function serve(handler: http.RequestListener) {
  const server = http.createServer();
  const events: string[] = [];
  let exited: (code: number) => void = () => undefined;
  const exitCode = new Promise<number>((resolve) => (exited = resolve));
  const shutdown = prepareGracefulShutdown(server, {
    logger,
    timeoutMs: 1500,
    onStopping: () => {
      events.push('stopping');
      return Promise.resolve();
    },
    onClosed: () => {
      events.push('closed');
      return Promise.resolve();
    },
    exit: (code) => {
      events.push(`exit ${code}`);
      exited(code);
    },
  });
  const arrived = new Set<string>();
  server.on('request', (req, res) => {
    arrived.add(req.url ?? '');
    res.once('finish', () => events.push(`served ${req.url}`));
    handler(req, res);
  });
  /** Resolves once the server is working on a request for `path`. */
  const received = async (path: string) => {
    while (!arrived.has(path)) await new Promise((resolve) => setTimeout(resolve, 10));
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true });
  const get = (path: string) =>
    new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      http
        .get({ port, path, agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
        })
        .on('error', reject);
    });
  return { server, shutdown, events, exitCode, get, received, agent };
}

describe('graceful shutdown', () => {
  it('answers the request in flight, closes kept-alive connections, then closes and exits 0', async () => {
    const { shutdown, events, exitCode, get, received, agent } = await serve((req, res) => {
      setTimeout(() => res.end('ok'), req.url === '/slow' ? 400 : 0);
    });
    // A connection kept alive after its answer, and a request still being worked on.
    expect((await get('/fast')).connection).toBe('keep-alive');
    const slow = get('/slow');
    await received('/slow');
    expect(shutdown.isStopping()).toBe(false);
    const stopped = shutdown.stop('SIGTERM');
    expect(shutdown.isStopping()).toBe(true);
    expect(await slow).toEqual({ status: 200, connection: 'close' });
    expect(await exitCode).toBe(0);
    await stopped;
    expect(events).toEqual(['served /fast', 'stopping', 'served /slow', 'closed', 'exit 0']);
    agent.destroy();
  });

  it('exits with 1 when a request is still not answered after the allowed time', async () => {
    const started = Date.now();
    const { shutdown, exitCode, get, received, agent } = await serve(() => undefined);
    void get('/hangs').catch(() => undefined);
    await received('/hangs');
    void shutdown.stop('SIGTERM');
    expect(await exitCode).toBe(1);
    expect(Date.now() - started).toBeLessThan(3000);
    agent.destroy();
  });
});
