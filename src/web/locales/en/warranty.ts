// The warranty card of a completed repair: for its customer in their bookings, and for anyone with the
// booking's tracking link.

export const warranty = {
  metaTitle: 'Warranty Card',
  title: 'Warranty Card',
  subtitle: 'Keep this card: the booking ID is your warranty reference.',
  bookingId: 'Booking ID',
  customer: 'Customer',
  device: 'Device',
  completedOn: 'Completed on',
  technician: 'Technician',
  notRecorded: 'Not recorded',
  validUntil: 'Valid until',
  validUntilDate: 'Valid until {{date}}',
  validUntilHint: 'The last day of cover for the longest warranty below.',
  repairsTitle: 'Repairs covered',
  repair: 'Repair',
  warranty: 'Warranty',
  days_one: '{{count}} day',
  days_other: '{{count}} days',
  terms:
    'Each repair is covered for parts and labour until the date shown, counted from the day it was completed.',
  termsLink: 'Read the warranty terms',
  help: 'Questions or a claim? Call {{phone}} or write to {{email}}.',
  print: 'Print',
  download: 'Download PDF',
  backToHistory: 'Back to Booking History',
  backToTracking: 'Back to your booking',
  notFound: 'This warranty card could not be found.',
  notReady: 'The warranty card is ready once the repair is completed.',
  loadFailed: 'The warranty card could not be loaded.',
  viewCard: 'View warranty card',
};
