// The whole data model, for drizzle's client and drizzle-kit.
export * from './enums';
export * from './auth';
export * from './people';
export * from './catalogue';
export * from './bookings';
export * from './content';
export * from './messages';
export * from './one-time-codes';
export * from './password-failures';
export * from './request-counters';
export * from './admin-actions';
export * from './guide-outcomes';
export * from './tracking-links';
export * from './phone-proofs';
export * from './live-streams';
export * from './error-reports';
export * from './schedules';
