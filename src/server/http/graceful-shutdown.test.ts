import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { prepareGracefulShutdown } from './graceful-shutdown';

// The stop sequence on a real HTTP server with keep-alive clients, as browsers and proxies keep them.

const logger = pino({ level: 'silent' });

async function serve(handler: http.RequestListener, { drainMs = 0 } = {}) {
  const server = http.createServer();
  const events: string[] = [];
  let exited: (code: number) => void = () => undefined;
  const exitCode = new Promise<number>((resolve) => (exited = resolve));
  const shutdown = prepareGracefulShutdown(server, {
    logger,
    timeoutMs: 1500,
    drainMs,
    idleMs: 200,
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
  return { server, shutdown, events, exitCode, get, received, agent, port };
}

/** A raw connection: the bytes of a request sent when the test says so. */
async function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const ended = new Promise<string>((resolve, reject) => {
    socket.once('end', () => resolve(text));
    socket.once('error', reject);
  });
  /** Resolves once `count` answers have come in full. */
  const answered = async (count: number) => {
    while ((text.match(/\r\n\r\nok/g) ?? []).length < count) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  return { send: (bytes: string) => socket.write(bytes), ended, answered };
}

/** A GET on a new connection: its status, or the error that cut it off. */
function rawGet(port: number, path: string): Promise<number | string> {
  return new Promise((resolve) => {
    http
      .get({ port, host: '127.0.0.1', path, agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
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

  it('keeps answering during the drain, asking each client to close, then refuses connections', async () => {
    const { shutdown, events, exitCode, get, agent, port } = await serve((_req, res) => res.end('ok'), {
      drainMs: 300,
    });
    const started = Date.now();
    const stopped = shutdown.stop('SIGTERM');
    expect(shutdown.isStopping()).toBe(true);
    // A request that comes during the drain is served as before (readiness alone says otherwise).
    expect(await get('/during-drain')).toEqual({ status: 200, connection: 'close' });
    expect(events).toEqual(['served /during-drain']);
    expect(await exitCode).toBe(0);
    await stopped;
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(events).toEqual(['served /during-drain', 'stopping', 'closed', 'exit 0']);
    await expect(connect(port)).rejects.toThrow(/ECONNREFUSED/);
    agent.destroy();
  });

  it('answers a request sent on a kept-alive connection a moment after the door is shut, instead of resetting it', async () => {
    const { shutdown, exitCode, port } = await serve((_req, res) => res.end('ok'));
    const client = await connect(port);
    client.send('GET /first HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await client.answered(1);
    void shutdown.stop('SIGTERM');
    // The client reuses its connection, as browsers and proxies do, just as the server stops.
    await new Promise((resolve) => setTimeout(resolve, 50));
    client.send('GET /second HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const text = await client.ended;
    expect(text.match(/HTTP\/1\.1 200 OK/g)).toHaveLength(2);
    expect(text).toMatch(/Connection: close[\s\S]*ok$/);
    expect(await exitCode).toBe(0);
  });

  it('answers every connection still waiting in the listen backlog when the drain ends', async () => {
    const { shutdown, exitCode, port } = await serve((_req, res) => res.end('ok'));
    // Connected by the kernel, not yet accepted by the process: as under load, when a busy process
    // accepts one connection per turn of its event loop.
    const requests = Array.from({ length: 20 }, (_, n) => rawGet(port, `/queued-${n}`));
    await new Promise((resolve) => process.nextTick(resolve));
    void shutdown.stop('SIGTERM');
    expect(await Promise.all(requests)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(await exitCode).toBe(0);
  });

  it('skips the drain for Ctrl-C, and cuts a drain under way short', async () => {
    const { shutdown, exitCode } = await serve((_req, res) => res.end('ok'), { drainMs: 5000 });
    const started = Date.now();
    void shutdown.stop('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 50));
    void shutdown.stop('SIGINT', { drain: false });
    expect(await exitCode).toBe(0);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
