import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { latestCodeFor, outboxFor, postJson } from '../../../tests/auth-helpers';
import { createUser } from '../../../tests/factories';
import { createTestApp } from '../../../tests/test-app';
import { messages } from '../db/schema/index';

// Sign-in codes and link tokens reach people, but the messages table (and so every backup) holds
// them redacted. A development server still shows what it "sent" at /dev/outbox, from its memory.

const { app, db, auth } = await createTestApp({ devOutbox: true });
const stored = async (to: string) =>
  (await db.select().from(messages).where(eq(messages.toAddress, to))).map((m) => ({
    subject: m.subject ?? '',
    text: m.textBody,
    html: m.htmlBody ?? '',
  }));

describe('secrets at rest', () => {
  it('stores an e-mail sign-in code as ••••••, and the code still signs in', async () => {
    const email = 'asha.secret@example.com';
    expect((await postJson(app, '/api/auth/email-otp/send', { email, createUser: true })).status).toBe(200);
    const code = await latestCodeFor(app, email);
    const [row] = await stored(email);
    for (const part of [row!.subject, row!.text, row!.html]) {
      expect(part).not.toContain(code);
      expect(part).toContain('••••••');
    }
    expect((await postJson(app, '/api/auth/email-otp/verify', { email, code })).status).toBe(200);
  });

  it('stores an SMS code redacted', async () => {
    const phone = '9876512399';
    expect((await postJson(app, '/api/auth/phone-otp/send', { phone })).status).toBe(200);
    const code = await latestCodeFor(app, `+91${phone}`);
    const [row] = await stored(`+91${phone}`);
    expect(row!.text).not.toContain(code);
    expect(row!.text).toMatch(/^•••••• is your DoorstepFix sign-in code/);
  });

  it('stores confirmation and password-reset links without their tokens', async () => {
    const email = 'new.secret@example.com';
    expect((await postJson(app, '/api/auth/email-link/send', { email, name: 'Nila' })).status).toBe(200);
    const [sent] = await outboxFor(app, email);
    const token = new URL(/https?:\/\/\S+/.exec(sent!.text)![0]).searchParams.get('token_hash')!;
    expect(token.length).toBeGreaterThan(16);
    expect(JSON.stringify(await stored(email))).not.toContain(token);

    await createUser(auth, db, {
      email: 'staff.secret@example.com',
      role: 'admin',
      password: 'admin-pass-1',
    });
    const reset = await postJson(app, '/api/auth/request-password-reset', {
      email: 'staff.secret@example.com',
      redirectTo: '/reset-password',
    });
    expect(reset.status).toBe(200);
    const [mail] = await outboxFor(app, 'staff.secret@example.com');
    const resetToken = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]).searchParams.get('token')!;
    expect(resetToken.length).toBeGreaterThan(16);
    const rows = await stored('staff.secret@example.com');
    expect(JSON.stringify(rows)).not.toContain(resetToken);
    expect(rows[0]!.text).toContain('/reset-password?token=••••••');
  });
});
