// The bench's side of a live stream: one Server-Sent Events connection of its own to /api/live,
// read as it arrives; and the few measures the live bench reports.
import fs from 'node:fs';
import http from 'node:http';

export interface Stream {
  readyAt: number;
  /** The `booking` events, with when each arrived. */
  events: { bookingId: string; status: string; at: number }[];
  close(): void;
  /** The connection ended (the server's side, unless the bench closed it). */
  closed: boolean;
}

/** Opens one stream on its own socket; resolves at its `ready` event. */
export function openStream(port: number, cookie: string, onEvent: () => void): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/live',
        headers: { cookie, accept: 'text/event-stream' },
        agent: false,
      },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(new Error(`/api/live answered ${res.statusCode}`));
          return;
        }
        res.setEncoding('utf8');
        let buffer = '';
        const stream: Stream = {
          readyAt: 0,
          events: [],
          close: () => req.destroy(),
          closed: false,
        };
        res.on('data', (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          let split = buffer.indexOf('\n\n');
          while (split >= 0) {
            const lines = buffer.slice(0, split).split('\n');
            buffer = buffer.slice(split + 2);
            split = buffer.indexOf('\n\n');
            const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
            const data = lines.find((l) => l.startsWith('data: '))?.slice(6) ?? '{}';
            if (event === 'ready' && !stream.readyAt) {
              stream.readyAt = at;
              resolve(stream);
            } else if (event === 'booking') {
              const { bookingId, status } = JSON.parse(data) as { bookingId: string; status: string };
              stream.events.push({ bookingId, status, at });
              onEvent();
            }
          }
        });
        res.on('close', () => (stream.closed = true));
        res.on('error', () => (stream.closed = true));
      },
    );
    req.on('error', (error) => reject(error));
  });
}

/** How many files (sockets among them) a process holds open. */
export const openFilesOf = (pid: number) => fs.readdirSync(`/proc/${pid}/fd`).length;

export const ms = (value: number) => value.toFixed(1);
export const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));
