import { describe, expect, it } from 'vitest';
import { latestCodeFor, outboxFor, postJson } from '../../../tests/auth-helpers';
import { createTestApp } from '../../../tests/test-app';
import { OTP_VALIDITY_MINUTES as MINUTES } from '../../shared/constants';

// Through the API: a sign-in code, the link that confirms a new account and the code that proves a
// phone in the booking form are written in the language of the page they were asked on (its request
// names it); a request that names none gets the English they always had.

const { app } = await createTestApp({ devOutbox: true });

const ODIA = /[\u0B00-\u0B7F]/;
const DEVANAGARI = /[\u0900-\u097F]/;

describe('sign-in messages in the reader’s language', () => {
  it('an e-mail code asked for on an Odia page comes in Odia, and still signs in', async () => {
    const email = 'subhadra@example.com';
    const sent = await postJson(app, '/api/auth/email-otp/send', { email, createUser: true, language: 'or' });
    expect(sent.status).toBe(200);
    const [mail] = await outboxFor(app, email);
    const code = await latestCodeFor(app, email);
    expect(mail?.subject).toBe(`${code} ଆପଣଙ୍କ DoorstepFix ସାଇନ୍-ଇନ୍ କୋଡ୍`);
    expect(mail?.text).toContain(`ଆପଣଙ୍କ DoorstepFix ସାଇନ୍-ଇନ୍ କୋଡ୍ ହେଉଛି ${code}।`);
    expect(mail?.text).toContain(`${MINUTES} ମିନିଟ୍ ପର୍ଯ୍ୟନ୍ତ ଚାଲିବ`);
    expect(mail?.text).not.toMatch(/sign-in code|expires|Never share/);

    const verified = await postJson(app, '/api/auth/email-otp/verify', { email, code });
    expect(verified.status).toBe(200);
  });

  it('an SMS code asked for on a Hindi page comes in Hindi', async () => {
    const sent = await postJson(app, '/api/auth/phone-otp/send', { phone: '9437012345', language: 'hi' });
    expect(sent.status).toBe(200);
    const [sms] = await outboxFor(app, '+919437012345');
    const code = await latestCodeFor(app, '+919437012345');
    expect(sms?.channel).toBe('sms');
    expect(sms?.text).toBe(
      `${code} आपका DoorstepFix साइन-इन कोड है। यह ${MINUTES} मिनट तक चलेगा। यह कोड किसी को न बताएँ।`,
    );
  });

  it('the link that confirms a new account opens the confirmation page in the language it was asked in', async () => {
    const email = 'new.customer@example.com';
    const sent = await postJson(app, '/api/auth/email-link/send', {
      email,
      name: 'Asha Das',
      language: 'or',
    });
    expect(sent.status).toBe(200);
    const [mail] = await outboxFor(app, email);
    expect(mail?.subject).toBe('ଆପଣଙ୍କ DoorstepFix ଆକାଉଣ୍ଟ ନିଶ୍ଚିତ କରନ୍ତୁ');
    expect(mail?.text).toMatch(ODIA);
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/or\/auth-confirmation\?token_hash=\S+&type=email/);
    // Anyone can ask for this mail to any address: the name typed stays out of it in every language.
    expect(mail?.text).not.toContain('Asha');
  });

  it('the code that proves a phone in the booking form follows the form’s language', async () => {
    const sent = await postJson(app, '/api/referrals/phone-code', { phone: '9437054321', language: 'or' });
    expect(sent.status).toBe(200);
    const [sms] = await outboxFor(app, '+919437054321');
    expect(sms?.text).toMatch(ODIA);
    expect(sms?.text).toContain('ଭେରିଫାଇ');
  });

  it('a request that names no language gets English, word for word as before', async () => {
    const email = 'plain@example.com';
    await postJson(app, '/api/auth/email-otp/send', { email, createUser: true });
    const code = await latestCodeFor(app, email);
    const [mail] = await outboxFor(app, email);
    expect(mail?.subject).toBe(`${code} is your DoorstepFix sign-in code`);
    expect(mail?.text).not.toMatch(DEVANAGARI);
    expect(mail?.text).not.toMatch(ODIA);

    await postJson(app, '/api/auth/phone-otp/send', { phone: '9437000111' });
    const [sms] = await outboxFor(app, '+919437000111');
    expect(sms?.text).toMatch(
      new RegExp(`^\\d{6} is your DoorstepFix sign-in code\\. Valid for ${MINUTES} minutes\\.`),
    );
  });

  it('a language the product does not have is refused in the one error shape', async () => {
    const sent = await postJson(app, '/api/auth/phone-otp/send', { phone: '9437000222', language: 'fr' });
    expect(sent.status).toBe(400);
    expect(sent.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { language: 'Please choose English, Hindi or Odia.' },
    });
    expect(await outboxFor(app, '+919437000222')).toEqual([]);
  });
});
