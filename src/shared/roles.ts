export const roles = ['admin', 'customer', 'technician'] as const;
export type Role = (typeof roles)[number];

/**
 * The role a person acts in where nothing else says which: admins first, then technicians, else
 * customers. It picks the page they land on, their menu, the sign-in page a reset link returns to and
 * who they are on a booking they make. (An admin who also repairs works their jobs from the admin desk
 * or opens /technician/dashboard, which their technician role lets them into.)
 */
export function primaryRole(held: readonly string[]): Role {
  if (held.includes('admin')) return 'admin';
  if (held.includes('technician')) return 'technician';
  return 'customer';
}
