import http from 'node:http';
import type { AddressInfo } from 'node:net';

// An S3-compatible server for the tests, speaking just what the app uses: PutObject, GetObject and
// DeleteObject on path-style addresses (/bucket/key). It keeps objects in memory and does not check
// signatures; the app's real S3 client talks to it over HTTP, as it would to MinIO or R2.

export interface FakeObject {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

export async function startS3Fake() {
  const objects = new Map<string, FakeObject>();
  const server = http.createServer((req, res) => {
    const key = decodeURIComponent((req.url ?? '/').split('?')[0]!.slice(1));
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'PUT') {
        objects.set(key, {
          body: Buffer.concat(chunks),
          contentType: req.headers['content-type'],
          cacheControl: req.headers['cache-control'],
        });
        res.writeHead(200, { ETag: '"fake"' }).end();
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else if (req.method === 'GET' && objects.has(key)) {
        const object = objects.get(key)!;
        res
          .writeHead(200, { 'Content-Type': object.contentType ?? 'application/octet-stream' })
          .end(object.body);
      } else {
        res
          .writeHead(404, { 'Content-Type': 'application/xml' })
          .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code></Error>');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
