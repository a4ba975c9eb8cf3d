import { Hono } from 'hono';
import { clientAddress } from '../../http/client-address';
import type { ContactDeps } from './contact.service';
import { submitContactMessage } from './contact.service';

export function createContactRoutes(deps: ContactDeps, trustProxy: boolean) {
  return new Hono().post('/contact', async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    const submission = await submitContactMessage(deps, body, clientAddress(c, trustProxy));
    return c.json({ submission }, 201);
  });
}
