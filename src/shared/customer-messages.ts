// The messages a customer is sent about their own bookings, by template name. Their notifications
// page lists these and nothing else: sign-in codes and links, and the copies that go to admins and
// technicians, never appear there. Booking messages to a customer are typed with this list
// (src/server/notifications/booking-messages.ts), so a new one must be added here to be sent.

export const customerMessageTemplates = [
  'booking_received',
  'tracking_link',
  'technician_assigned',
  'status_changed',
  'booking_completed',
  'booking_cancelled',
  'booking_rescheduled',
  'visit_reminder',
  'on_the_way',
  'customer_not_available',
  'revised_estimate',
  'pickup_receipt',
  'ready_for_return',
] as const;
export type CustomerMessageTemplate = (typeof customerMessageTemplates)[number];
