import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/test-database';
import { rowsOf } from './client';
import { emailKey, emailKeySql } from './email-key';

// One mailbox, one key: the TypeScript rule keys a booking's e-mail, the SQL one the bookings stored
// (and its index). They must never disagree.

const database = await createTestDatabase();
afterAll(() => database.close());

const cases: [string, string][] = [
  ['x+1@gmail.com', 'x@gmail.com'],
  ['x+12@gmail.com', 'x@gmail.com'],
  ['x.y+1@gmail.com', 'xy@gmail.com'],
  ['xy@gmail.com', 'xy@gmail.com'],
  ['X.Y@GoogleMail.com', 'xy@gmail.com'],
  ['x.y.z+a+b@googlemail.com', 'xyz@gmail.com'],
  ['a.b@example.in', 'a.b@example.in'],
  ['A.B+deals@Example.in', 'a.b@example.in'],
  ['ab@example.in', 'ab@example.in'],
  ['+tag@example.com', '+tag@example.com'],
  ['priya.das@outlook.com', 'priya.das@outlook.com'],
  ['priya.das+shop@outlook.com', 'priya.das@outlook.com'],
  ['first.last@gmail.co.in', 'first.last@gmail.co.in'],
];

describe('emailKey', () => {
  it.each(cases)('keys %s as %s', (email, key) => {
    expect(emailKey(email)).toBe(key);
  });

  it('agrees with the SQL form the bookings index uses', async () => {
    for (const [email, key] of cases) {
      const result = await database.db.execute(sql`select ${emailKeySql(sql`${email}::text`)} as key`);
      expect(rowsOf<{ key: string }>(result)[0]?.key, email).toBe(key);
    }
  });
});
