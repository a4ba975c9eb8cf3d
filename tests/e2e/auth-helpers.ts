// Sign-in helpers for the browser tests. Codes come from the development outbox; nothing bypasses
// the real verification.
import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { e2eAccounts } from './accounts';

let counter = 0;

/** A client address of the test's own (the server trusts X-Forwarded-For in the browser tests). */
export async function useOwnAddress(page: Page): Promise<string> {
  const address = `10.${Math.floor(Math.random() * 250) + 1}.${process.pid % 250}.${(++counter % 250) + 1}`;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address });
  return address;
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** A fresh Indian mobile number. */
export function uniquePhone(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/**
 * A one-time code message's code: every one, in every language, starts its subject (e-mail) or its
 * text (SMS) with the code. Other messages to the same address hold 6-digit numbers too (a booking's
 * e-mail ends its address with the pincode), and are no code.
 */
function codeOf(message: { subject: string | null; text: string }): string | undefined {
  return /^(\d{6})\b/.exec(message.subject ?? message.text)?.[1];
}

/**
 * The newest 6-digit code sent to an address or +91 number, once it is in the outbox: a message sent
 * to it before (a booking's e-mail) may still be the newest when this first looks.
 */
export async function codeFromOutbox(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const body = (await res.json()) as { messages: { subject: string | null; text: string }[] };
      code = body.messages.map(codeOf).find((found) => found !== undefined);
      return code;
    })
    .toBeDefined();
  return code!;
}

/** The newest link sent to an address. */
export async function linkFromOutbox(request: APIRequestContext, to: string): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const body = (await res.json()) as { messages: { text: string }[] };
      link = /https?:\/\/\S+/.exec(body.messages[0]?.text ?? '')?.[0];
      return link;
    })
    .toBeDefined();
  return new URL(link!);
}

function origin(page: Page): string {
  return new URL(page.url() === 'about:blank' ? 'http://127.0.0.1' : page.url()).origin;
}

/**
 * Signs the page's browser in as a customer through the real code endpoints (faster than the form,
 * which has its own tests). The page must have been opened on the site first.
 */
export async function signInAsCustomer(page: Page, address: string, email = uniqueEmail('customer')) {
  const headers = { Origin: origin(page), 'X-Forwarded-For': address };
  const sent = await page.request.post('/api/auth/email-otp/send', {
    data: { email, createUser: true },
    headers,
  });
  expect(sent.status()).toBe(200);
  const code = await codeFromOutbox(page.request, email);
  const verified = await page.request.post('/api/auth/email-otp/verify', { data: { email, code }, headers });
  expect(verified.status()).toBe(200);
  return email;
}

export async function signInAsStaff(page: Page, address: string, who: keyof typeof e2eAccounts) {
  const headers = { Origin: origin(page), 'X-Forwarded-For': address };
  const account = e2eAccounts[who];
  const res =
    account.role === 'admin'
      ? await page.request.post('/api/auth/sign-in/email', {
          data: { email: account.email, password: account.password },
          headers,
        })
      : await page.request.post('/api/auth/technician/sign-in', {
          data: { identifier: account.email, password: account.password },
          headers,
        });
  expect(res.status()).toBe(200);
}
