import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAs, nextAddress, outboxFor, postJson } from '../../../../tests/auth-helpers';
import { createTestApp, TEST_SITE_CONFIG } from '../../../../tests/test-app';
import { contactSubmissions, messages } from '../../db/schema/index';

const { app, db } = await createTestApp({ devOutbox: true });

const valid = {
  name: 'Lakshmi Patnaik',
  email: 'Lakshmi@Example.com',
  phone: '98610 12345',
  message: 'My tablet screen flickers. Can someone visit on Saturday?',
};

describe('POST /api/contact', () => {
  it('stores the message as new and e-mails support', async () => {
    const res = await postJson(app, '/api/contact', valid);
    expect(res.status).toBe(201);
    const submission = (
      res.body as { submission: { id: number; status: string; email: string; phone: string } }
    ).submission;
    expect(submission).toMatchObject({ status: 'new', email: 'lakshmi@example.com', phone: '+919861012345' });
    const [row] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, submission.id));
    expect(row).toMatchObject({ message: valid.message, phone: '+919861012345' });
    const [mail] = await outboxFor(app, TEST_SITE_CONFIG.supportEmail);
    expect(mail?.subject).toContain(`#${submission.id}`);
    expect(mail?.text).toContain(valid.message);
  });

  it('stores the 10 digits the form sends after its +91 as +91XXXXXXXXXX', async () => {
    const res = await postJson(app, '/api/contact', { ...valid, phone: '9861012346' });
    expect(res.status).toBe(201);
    const { id } = (res.body as { submission: { id: number } }).submission;
    const [row] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
    expect(row?.phone).toBe('+919861012346');
  });

  it('answers each invalid field with the spec’s message', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ name: 'A' }, 'name', 'Name must be at least 2 characters.'],
      [{ email: 'lakshmi@' }, 'email', 'Invalid email address.'],
      [{ phone: '12345' }, 'phone', 'Please enter a valid 10-digit Indian mobile number.'],
      [{ phone: '5861012345' }, 'phone', 'Please enter a valid 10-digit Indian mobile number.'],
      [{ message: 'Help' }, 'message', 'Message must be at least 10 characters.'],
      [{ message: 'x'.repeat(5001) }, 'message', 'Message must be at most 5,000 characters.'],
    ];
    for (const [change, field, message] of cases) {
      const res = await postJson(app, '/api/contact', { ...valid, ...change });
      expect(res.status, field).toBe(400);
      expect(res.body.error?.code).toBe('VALIDATION_FAILED');
      expect(res.body.error?.fields?.[field]).toBe(message);
    }
    // Beside the English, each field's message by key and values, for the web to translate.
    const short = await postJson(app, '/api/contact', { ...valid, name: 'A', message: 'Help' });
    expect(short.body.error?.fieldKeys).toEqual({
      name: { key: 'nameMin', params: { min: 2 } },
      message: { key: 'messageMin', params: { min: 10 } },
    });
    const notJson = await app.request('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000' },
      body: '{not json',
    });
    expect(notJson.status).toBe(400);
  });

  it('refuses a filled honeypot without storing anything', async () => {
    const before = await db.select().from(contactSubmissions);
    const res = await postJson(app, '/api/contact', { ...valid, website: 'http://spam.example' });
    expect(res.status).toBe(400);
    expect(await db.select().from(contactSubmissions)).toHaveLength(before.length);
  });

  it('limits one client address to 5 messages an hour', async () => {
    const address = nextAddress();
    for (let i = 0; i < 5; i++) {
      expect((await postJson(app, '/api/contact', valid, { address })).status).toBe(201);
    }
    const sixth = await postJson(app, '/api/contact', valid, { address });
    expect(sixth.status).toBe(429);
    expect(sixth.body.error?.code).toBe('CONTACT_RATE_LIMITED');
    expect((await postJson(app, '/api/contact', valid, { address: nextAddress() })).status).toBe(201);
  });

  it('refuses another origin', async () => {
    expect((await postJson(app, '/api/contact', valid, { origin: 'https://evil.example' })).status).toBe(403);
  });
});

describe('when the support e-mail cannot be sent', async () => {
  const broken = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:9' });

  it('still stores the message, and keeps the mail for a retry with its error', async () => {
    const res = await postJson(broken.app, '/api/contact', valid);
    await broken.worker.drain();
    expect(res.status).toBe(201);
    const id = (res.body as { submission: { id: number } }).submission.id;
    const [row] = await broken.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
    expect(row?.status).toBe('new');
    const [mail] = await broken.db
      .select()
      .from(messages)
      .where(eq(messages.id, row!.notificationMessageId!));
    expect(mail).toMatchObject({ status: 'queued', attempts: 1, template: 'contact_message' });
    expect(mail?.error).toBeTruthy();
    expect(mail!.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });
});

describe('GET /api/site-config', () => {
  it('tells the pages how to reach support', async () => {
    expect((await getAs(app, '/api/site-config')).body).toEqual(TEST_SITE_CONFIG);
  });
});
