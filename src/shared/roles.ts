export const roles = ['admin', 'customer', 'technician'] as const;
export type Role = (typeof roles)[number];
