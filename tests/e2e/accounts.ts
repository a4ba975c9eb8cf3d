// The staff accounts the browser tests sign in with, created before the server starts.
export const e2eAccounts = {
  admin: { role: 'admin', email: 'e2e.admin@example.com', password: 'admin-pass-1', name: 'Asha Admin' },
  resetAdmin: { role: 'admin', email: 'e2e.reset@example.com', password: 'reset-pass-1', name: 'Ravi Reset' },
  technician: {
    role: 'technician',
    email: 'e2e.tech@example.com',
    password: 'tech-pass-1',
    name: 'Sunil Nayak',
    phone: '9876500001',
  },
} as const;
