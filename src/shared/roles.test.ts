import { describe, expect, it } from 'vitest';
import { primaryRole } from './roles';
import { homeFor } from './session';
import { signInAreaOf } from './sign-in-pages';

describe('primaryRole', () => {
  it('puts admins first, then technicians, then customers, in every place that asks', () => {
    const people = [['admin', 'technician'], ['technician', 'customer'], ['customer'], []] as const;
    expect(people.map((held) => primaryRole(held))).toEqual(['admin', 'technician', 'customer', 'customer']);
    expect(people.map((held) => homeFor([...held]))).toEqual([
      '/admin/users',
      '/technician/dashboard',
      '/dashboard',
      '/dashboard',
    ]);
    expect(people.map((held) => signInAreaOf(held))).toEqual(['admin', 'technician', 'customer', 'customer']);
  });
});
