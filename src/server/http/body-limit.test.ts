import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { limitBody } from './body-limit';

// A declared length is judged by its header, without opening the body; a body without one is counted
// as it streams (Hono's bodyLimit).

const app = new Hono()
  .onError((error, c) => c.text(error.message, 413))
  .post(
    '/',
    limitBody(10, () => {
      throw new Error('too large');
    }),
    async (c) => c.text(await c.req.text()),
  );

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  app.request('/', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

/** A body that arrives in pieces, with no length declared. */
const streamed = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });

describe('limitBody', () => {
  it('passes a body within its declared length and limit', async () => {
    const res = await post('0123456789', { 'content-length': '10' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('0123456789');
  });

  it('refuses a declared length over the limit', async () => {
    const res = await post('0123456789', { 'content-length': '11' });
    expect(res.status).toBe(413);
  });

  it('counts a body without a declared length', async () => {
    expect((await post(streamed('0123456789'))).status).toBe(200);
    expect((await post(streamed('0123456789A'))).status).toBe(413);
  });

  it('counts a chunked body whatever length it declares', async () => {
    const res = await post(streamed('0123456789A'), {
      'content-length': '1',
      'transfer-encoding': 'chunked',
    });
    expect(res.status).toBe(413);
  });
});
