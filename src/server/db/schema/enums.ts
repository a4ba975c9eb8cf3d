import { pgEnum } from 'drizzle-orm/pg-core';
import { bookingStatuses } from '../../../shared/booking-status';
import { roles } from '../../../shared/roles';

export const appRole = pgEnum('app_role', roles);
export const bookingStatus = pgEnum('booking_status', bookingStatuses);
export const referralStatus = pgEnum('referral_status', ['pending', 'completed']);
export const technicianStatus = pgEnum('technician_status', ['active', 'busy', 'inactive']);
export const contactStatus = pgEnum('contact_status', ['new', 'read']);
