import { pgEnum } from 'drizzle-orm/pg-core';
import { bookingStatuses } from '../../../shared/booking-status';
import { roles } from '../../../shared/roles';
import { paymentMethods } from '../../../shared/schemas/technician-work';
import { leaveStatuses } from '../../../shared/schemas/technician-schedule';

export const appRole = pgEnum('app_role', roles);
export const bookingStatus = pgEnum('booking_status', bookingStatuses);
export const referralStatus = pgEnum('referral_status', ['pending', 'completed']);
export const technicianStatus = pgEnum('technician_status', ['active', 'busy', 'inactive']);
export const contactStatus = pgEnum('contact_status', ['new', 'read']);
/** How the customer paid the technician at the door. */
export const paymentMethod = pgEnum('payment_method', paymentMethods);
/** A technician's leave: asked for, then approved or declined by an admin (decision 049). */
export const leaveStatus = pgEnum('leave_status', leaveStatuses);
