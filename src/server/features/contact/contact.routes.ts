import { Hono } from 'hono';
import { contactSchema } from '../../../shared/schemas/contact';
import type { AppServices } from '../../http/app-services';
import type { AppEnv } from '../../http/request-context';
import { parseBody } from '../../http/validate';
import { submitContactMessage } from './contact.service';
import type { ResponseOf } from '../../../shared/contracts/api';

export function createContactRoutes(services: AppServices) {
  return new Hono<AppEnv>().post('/contact', async (c) => {
    const input = await parseBody(c, contactSchema);
    const submission = await submitContactMessage(services, input, c.var.clientBucket, c.var.now);
    const body = { submission: { ...submission, createdAt: submission.createdAt.toISOString() } };
    return c.json(body satisfies ResponseOf<'POST /api/contact'>, 201);
  });
}
