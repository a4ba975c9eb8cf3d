/** Where the staff technicians below work (start-server.ts): the pincodes the specs book in. */
export const E2E_STAFF_PINCODE_PREFIX = '751';

// The staff accounts the browser tests sign in with, created before the server starts.
export const e2eAccounts = {
  admin: { role: 'admin', email: 'e2e.admin@example.com', password: 'admin-pass-1', name: 'Asha Admin' },
  resetAdmin: { role: 'admin', email: 'e2e.reset@example.com', password: 'reset-pass-1', name: 'Ravi Reset' },
  // Resets a forgotten password in the browser tests (its own, so the shared technician keeps hers).
  resetTechnician: {
    role: 'technician',
    email: 'e2e.reset.tech@example.com',
    password: 'reset-tech-1',
    name: 'Bikash Reset',
    phone: '9876500004',
  },
  technician: {
    role: 'technician',
    email: 'e2e.tech@example.com',
    password: 'tech-pass-1',
    name: 'Sunil Nayak',
    phone: '9876500001',
  },
  // Given jobs by the admin desk's journey, so that the technician above keeps an empty job list.
  deskTechnician: {
    role: 'technician',
    email: 'e2e.desk.tech@example.com',
    password: 'tech-pass-2',
    name: 'Meera Das',
    phone: '9876500002',
  },
  // The live journey's technician: assigned, started and completed while the customer watches.
  journeyTechnician: {
    role: 'technician',
    email: 'e2e.journey.tech@example.com',
    password: 'tech-pass-3',
    name: 'Kiran Behera',
    phone: '9876500003',
  },
  // Completes a job through the API so that the accessibility checks can open a warranty card.
  warrantyTechnician: {
    role: 'technician',
    email: 'e2e.warranty.tech@example.com',
    password: 'tech-pass-4',
    name: 'Lipika Sahu',
    phone: '9876500005',
  },
  // Holds jobs waiting to start and under way, for the accessibility checks of the job cards.
  jobsTechnician: {
    role: 'technician',
    email: 'e2e.jobs.tech@example.com',
    password: 'tech-pass-5',
    name: 'Pabitra Nayak',
    phone: '9876500006',
  },
  // Given a queued booking by the schedule view's keyboard journey, on a day no other test books.
  scheduleTechnician: {
    role: 'technician',
    email: 'e2e.schedule.tech@example.com',
    password: 'tech-pass-31',
    name: 'Tapas Rout',
    phone: '9876500031',
  },
  // Taps On my way in the technician's day journey while the customer's tracking page watches.
  dayTechnician: {
    role: 'technician',
    email: 'e2e.day.tech@example.com',
    password: 'tech-pass-6',
    name: 'Manas Pradhan',
    phone: '9876500007',
  },
  // The scheduling journey's technicians, one for each width it runs at (the two run side by side):
  // the admin gives each their hours, pincode and base in the Technicians tab.
  capacityTechnician: {
    role: 'technician',
    email: 'e2e.capacity.tech@example.com',
    password: 'tech-pass-32',
    name: 'Gita Samal',
    phone: '9876500032',
  },
  capacityPhoneTechnician: {
    role: 'technician',
    email: 'e2e.capacity.phone.tech@example.com',
    password: 'tech-pass-33',
    name: 'Rashmi Jena',
    phone: '9876500033',
  },
  // Takes a device to the workshop and brings it back (the workshop journey), a day of its own.
  workshopTechnician: {
    role: 'technician',
    email: 'e2e.workshop.tech@example.com',
    password: 'tech-pass-35',
    name: 'Ashok Panda',
    phone: '9876500035',
  },
  // Prices work the price list does not cover at the admin's rate in the other-work journey.
  rateTechnician: {
    role: 'technician',
    email: 'e2e.rate.tech@example.com',
    password: 'tech-pass-36',
    name: 'Sanjay Jena',
    phone: '9876500036',
  },
  // Completes two jobs in cash and hands the cash over in the money journey: its cash is its own.
  cashTechnician: {
    role: 'technician',
    email: 'e2e.cash.tech@example.com',
    password: 'tech-pass-37',
    name: 'Deepak Swain',
    phone: '9876500037',
  },
  // Asks for leave in the team schedule's journey; serves a pincode of its own (below).
  leaveTechnician: {
    role: 'technician',
    email: 'e2e.leave.tech@example.com',
    password: 'tech-pass-34',
    name: 'Prakash Mallick',
    phone: '9876500034',
  },
} as const;

/**
 * Technicians who serve a pincode of their own instead of the staff's 751…, so that a spec can see
 * their places alone in the availability (start-server.ts).
 */
export const e2eOwnPincodes: Partial<Record<keyof typeof e2eAccounts, string>> = {
  leaveTechnician: '757021',
};
