import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { atFileEnd } from './file-cleanup';

// A small load balancer for tests, as nginx or a cloud balancer would sit in front of several app
// processes: each request goes to the next process in turn, with X-Forwarded-For appended. A
// response is piped as it comes, so a live stream (Server-Sent Events) stays one connection to the
// process that opened it for as long as it lasts.

export interface ProxiedRequest {
  method: string;
  path: string;
  /** The index in `upstreams` of the process that served it. */
  upstream: number;
}

export interface RoundRobinProxy {
  url: string;
  /** Every request passed on, in order. */
  log: ProxiedRequest[];
  /** The index of the process the next request goes to. */
  next(): number;
  /** Requests through the proxy, for the helpers of tests/auth-helpers.ts. */
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/**
 * Starts the balancer on 127.0.0.1 in front of `upstreams` (http://host:port). `clientAddress` is
 * what it reports as every client's address (its peer's address by default).
 */
export async function startRoundRobinProxy(
  upstreams: string[],
  options: { clientAddress?: string } = {},
): Promise<RoundRobinProxy> {
  const targets = upstreams.map((upstream) => new URL(upstream));
  const log: ProxiedRequest[] = [];
  let turn = 0;
  const server = http.createServer((request, response) => {
    const upstream = turn++ % targets.length;
    const target = targets[upstream]!;
    log.push({ method: request.method ?? 'GET', path: request.url ?? '/', upstream });
    const client = options.clientAddress ?? request.socket.remoteAddress ?? 'unknown';
    const forwarded = request.headers['x-forwarded-for'];
    const passed = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: {
          ...request.headers,
          'x-forwarded-for': forwarded ? `${String(forwarded)}, ${client}` : client,
        },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    passed.on('error', () => {
      if (!response.headersSent) response.writeHead(502).end();
      else response.destroy();
    });
    // A client that goes away (a closed page) ends its upstream request, stream or not.
    response.on('close', () => {
      if (!response.writableFinished) passed.destroy();
    });
    request.pipe(passed);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const proxy: RoundRobinProxy = {
    url,
    log,
    next: () => turn % targets.length,
    request: (path, init) => fetch(`${url}${path}`, init),
    close: async () => {
      if (!server.listening) return;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  atFileEnd(() => proxy.close());
  return proxy;
}
