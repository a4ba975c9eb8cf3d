import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postJson, signInWithPassword } from '../../../../tests/auth-helpers';
import { createBooking, createTechnician } from '../../../../tests/factories';
import { createTestApp } from '../../../../tests/test-app';
import { invoices } from '../../db/schema/index';

// Invoice numbers (decision 062) are consecutive within a financial year with no gaps, however many
// completions arrive at once (on PostgreSQL they truly run side by side), and start again at 1 on
// 1 April in India.

let clock = new Date('2026-11-22T04:00:00Z');
const { app, db, auth } = await createTestApp({ devOutbox: true, clock: () => clock });
const technician = await createTechnician(auth, db);
const cookie = await signInWithPassword(app, technician.user.email, 'tech-pass-1');

const startedJob = () =>
  createBooking(db, {
    status: 'in_progress',
    technicianId: technician.id,
    startCode: '4827',
    selectedServicesDetails: [{ id: 1, name: 'Battery Replacement', priceAmount: 149_900 }],
    totalPrice: 149_900,
  });

const complete = (id: string) =>
  postJson(
    app,
    `/api/technician/jobs/${id}/complete`,
    { paymentMethod: 'cash', amountCollected: 1499 },
    { cookie },
  );

const numbers = async () =>
  (await db.select({ number: invoices.number }).from(invoices).orderBy(asc(invoices.id))).map(
    (row) => row.number,
  );

describe('invoice numbers', () => {
  it('run 1 to 50 with no gap and no repeat when 50 completions arrive at once', async () => {
    const jobs = await Promise.all(Array.from({ length: 50 }, startedJob));
    const answers = await Promise.all(jobs.map((job) => complete(job.id)));
    expect(answers.map((answer) => answer.status)).toEqual(jobs.map(() => 200));
    const issued = (await numbers()).sort();
    expect(issued).toEqual(
      Array.from({ length: 50 }, (_, i) => `INV/26-27/${String(i + 1).padStart(6, '0')}`),
    );
  });

  it('start again at 1 on 1 April in India: 31 March 23:59 is the old year, 00:00 the new', async () => {
    clock = new Date('2027-03-31T18:29:00Z');
    const march = await startedJob();
    expect((await complete(march.id)).status).toBe(200);
    clock = new Date('2027-03-31T18:30:00Z');
    const april = await Promise.all([startedJob(), startedJob()]);
    await Promise.all(april.map((job) => complete(job.id)));
    const issued = await numbers();
    expect(issued.slice(50)).toEqual(['INV/26-27/000051', ...['INV/27-28/000001', 'INV/27-28/000002']]);
  });
});
