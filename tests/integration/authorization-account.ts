import { signedIn } from './authorization-setup';
import type { Entry } from './authorization-setup';

// The authorization matrix's rows for the customer's own account pages: the offer of an earlier
// booking's details and the notifications list. Every signed-in person gets their own (what each
// sees is tested in features/profile and features/customer-notifications).

export function accountEntries(): Entry[] {
  return [
    { method: 'GET', route: '/api/profile/booking-details-offer', expected: signedIn(200) },
    {
      method: 'POST',
      route: '/api/profile/booking-details-offer',
      body: () => ({ answer: 'decline' }),
      expected: signedIn(200),
    },
    { method: 'GET', route: '/api/notifications', expected: signedIn(200) },
  ];
}
