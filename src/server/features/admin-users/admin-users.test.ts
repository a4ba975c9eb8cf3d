import { describe, expect, it } from 'vitest';
import { getAs, signInWithPassword } from '../../../../tests/auth-helpers';
import { createUser } from '../../../../tests/factories';
import { createTestApp } from '../../../../tests/test-app';
import type { AdminUserListResponse } from '../../../shared/contracts/people';

// The admin's user list: pages after a cursor, sorted and searched on the server, e-mail never sent.

const { app, db, auth } = await createTestApp();
await createUser(auth, db, {
  email: 'boss@example.com',
  name: 'Zara Boss',
  role: 'admin',
  password: 'admin-pass-1',
});
const admin = await signInWithPassword(app, 'boss@example.com', 'admin-pass-1');
for (let i = 1; i <= 11; i++) {
  await createUser(auth, db, {
    email: `member${i}@example.com`,
    name: `Member ${String(i).padStart(2, '0')}`,
    ...(i === 7 ? { phone: '9876512345' } : {}),
  });
}

const list = async (query: string) => {
  const res = await getAs(app, `/api/admin/users?${query}`, admin);
  return {
    status: res.status,
    body: res.body as unknown as AdminUserListResponse & { error?: { code: string } },
  };
};

describe('GET /api/admin/users', () => {
  it('walks every account once, page by page, newest first', async () => {
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const { body } = await list(`limit=5${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...body.users.map((u) => u.name));
      cursor = body.nextCursor;
      pages++;
    }
    expect(pages).toBe(3);
    expect(seen).toHaveLength(12);
    expect(new Set(seen).size).toBe(12);
    expect(seen[0]).toBe('Member 11');
    expect(seen.at(-1)).toBe('Zara Boss');
  });

  it('sorts by name both ways and keeps the order across pages', async () => {
    const first = await list('sort=name&dir=asc&limit=4');
    const second = await list(`sort=name&dir=asc&limit=4&cursor=${first.body.nextCursor}`);
    expect([...first.body.users, ...second.body.users].map((u) => u.name)).toEqual([
      'Member 01',
      'Member 02',
      'Member 03',
      'Member 04',
      'Member 05',
      'Member 06',
      'Member 07',
      'Member 08',
    ]);
    expect((await list('sort=name&dir=desc&limit=1')).body.users[0]?.name).toBe('Zara Boss');
  });

  it('searches by name or phone, and never sends an e-mail address', async () => {
    expect((await list('q=member 1')).body.users.map((u) => u.name).sort()).toEqual([
      'Member 10',
      'Member 11',
    ]);
    const byPhone = await list('q=12345');
    expect(byPhone.body.users.map((u) => u.name)).toEqual(['Member 07']);
    expect(JSON.stringify((await list('limit=100')).body)).not.toContain('@example.com');
    expect((await list('q=Zara')).body.users[0]?.roles).toEqual(['admin']);
  });

  it('refuses a broken cursor or a page too large in the one error shape', async () => {
    expect((await list('cursor=not-a-cursor')).body.error?.code).toBe('BAD_REQUEST');
    expect((await list('limit=1000')).status).toBe(400);
    expect((await list('sort=email')).status).toBe(400);
  });
});
