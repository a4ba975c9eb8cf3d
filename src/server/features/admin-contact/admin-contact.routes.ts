import { Hono } from 'hono';
import type { ResponseOf } from '../../../shared/contracts/api';
import { notFound } from '../../http/app-error';
import type { AppServices } from '../../http/app-services';
import type { GuardedEnv } from '../../http/request-context';
import { parseParam, serialIdSchema } from '../../http/validate';
import { deleteSubmission, listSubmissions, markSubmissionRead } from './admin-contact.service';

/** The contact inbox; mounted in the admin area (/api/admin), behind its one guard. */
export function createAdminContactRoutes({ db }: AppServices) {
  const idOf = (raw: string) => {
    const id = parseParam(raw, serialIdSchema);
    if (id === undefined) throw notFound('Message not found');
    return id;
  };
  return new Hono<GuardedEnv>()
    .get('/contact-submissions', async (c) =>
      c.json({
        submissions: await listSubmissions(db),
      } satisfies ResponseOf<'GET /api/admin/contact-submissions'>),
    )
    .post('/contact-submissions/:id/read', async (c) => {
      const submission = await markSubmissionRead(db, c.var.user.id, idOf(c.req.param('id')), c.var.now);
      return c.json({ submission } satisfies ResponseOf<'POST /api/admin/contact-submissions/:id/read'>);
    })
    .delete('/contact-submissions/:id', async (c) => {
      await deleteSubmission(db, c.var.user.id, idOf(c.req.param('id')), c.var.now);
      return c.json({ deleted: true } satisfies ResponseOf<'DELETE /api/admin/contact-submissions/:id'>);
    });
}
