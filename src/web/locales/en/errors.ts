import type { ErrorCode } from '@shared/api-error';

// What a failed request says, by the server's stable error code (spec decision 20). The server's
// English `message` is only the fallback; these are the words people read, and the ones translated.
export const errors = {
  NETWORK: 'Network error. Please check your connection and try again.',
  BAD_REQUEST: 'The request could not be understood. Please try again.',
  VALIDATION_FAILED: 'Please check the highlighted fields.',
  UNAUTHORIZED: 'Please sign in to continue.',
  FORBIDDEN: 'You do not have access to this.',
  NOT_FOUND: 'This could not be found. It may have been removed.',
  CONFLICT: 'This has changed meanwhile. Please reload and try again.',
  RATE_LIMITED: 'Too many requests. Please wait a little and try again.',
  PAYLOAD_TOO_LARGE: 'What you sent is too large.',
  INTERNAL: 'Something went wrong. Please try again.',
  SERVICE_UNAVAILABLE: 'This service is not available right now. Please try again in a minute.',
  SERVICE_UNAVAILABLE_database: 'We are down for a moment. Please try again in a minute.',
  RATE_LIMITED_code_requests: 'Please wait before requesting another OTP',
  RATE_LIMITED_recent_codes:
    'Several codes were sent here in the last few minutes. Please enter the newest one you received, or request another in {{minutes}} minutes.',
  OTP_EXPIRED: 'Your 6-digit code has expired ({{minutes}} minutes). Please request a new one.',
  OTP_EXPIRED_link: 'This link has expired. Please sign up again to get a new one.',
  OTP_INVALID: 'The 6-digit code you entered is incorrect. Please check and try again.',
  OTP_INVALID_link: 'This link is not valid or has already been used.',
  OTP_LOCKED: 'Too many wrong codes. Please request a new code.',
  OTP_LOCKED_code:
    'This code was entered wrongly {{tries}} times and no longer works. Please request a new one.',
  OTP_LOCKED_account: 'Too many wrong codes. For your security, please try again in {{minutes}} minutes.',
  RESEND_COOLDOWN: 'You can request another OTP in {{seconds}} seconds',
  ACCOUNT_NOT_FOUND: "We couldn't find an account with this email. Make sure you have an account.",
  UNAUTHORIZED_invalid_email_or_password: 'Invalid email or password.',
  BAD_REQUEST_invalid_token: 'This link is invalid or has expired.',
  UNAUTHORIZED_invalid_credentials: 'Invalid credentials. Check your phone number or email and password.',
  FORBIDDEN_staff_password_only:
    'Staff accounts sign in with their password: admins at /admin/auth, technicians at /technician/auth.',
  FORBIDDEN_email_codes_off:
    'Sign-in by e-mail is not available here. Please sign in with your phone number.',
  FORBIDDEN_sms_codes_off: 'Sign-in by SMS is not available here. Please sign in with your e-mail address.',
  FORBIDDEN_password_reset_off:
    'Password reset by e-mail is not available here. Please ask an administrator to set a new password.',
  DELIVERY_FAILED: 'We could not send the message. Please try again in a minute.',
  ORIGIN_REFUSED:
    'This page was opened at an address this service does not accept for forms. Please open {{origin}} and try again.',
  BOOKING_ALREADY_CANCELLED: 'This booking has already been cancelled.',
  BOOKING_COMPLETED: 'A completed booking cannot be cancelled.',
  BOOKING_IN_PROGRESS: 'The technician has already started this repair, so it cannot be cancelled now.',
  CANCEL_TOO_LATE:
    'Bookings can be cancelled up to {{hours}} hours before the visit. Please call us if you need to change this one.',
  BOOKING_ALREADY_CANCELLED_reschedule: 'This booking has been cancelled, so its visit cannot be moved.',
  BOOKING_COMPLETED_reschedule: 'This repair is completed, so its visit cannot be moved.',
  BOOKING_IN_PROGRESS_reschedule:
    'The technician has already started this repair, so the visit cannot be moved now.',
  RESCHEDULE_TOO_LATE:
    'Visits can be moved up to {{hours}} hours before they start. Please call us if you need to change this one.',
  RESCHEDULE_LIMIT_REACHED:
    'This visit has already been moved {{max}} times, the most we allow online. Please call us to change it again.',
  TRANSITION_NOT_ALLOWED: 'This booking cannot be moved to that status.',
  REASON_REQUIRED: 'Please give a reason for this change.',
  REFERRAL_REWARD_PAID:
    "This booking's referral reward has been paid, so it must stay completed. Mark the reward unpaid first if it was paid by mistake.",
  REFERRAL_NOT_COMPLETED: 'A referral can be paid once the referred booking is completed.',
  START_CODE_WRONG:
    'This start code is not right. Please ask the customer to read it again ({{attemptsLeft}} tries left).',
  START_CODE_LOCKED:
    'Too many wrong start codes for this job. Please call the office to unlock it, then try again.',
  START_CODE_LOCKED_missing: 'This job has no start code yet. Please call the office.',
  JOB_NOT_STARTED: "Start this job with the customer's start code before completing it.",
  EMAIL_TAKEN: 'An account with this e-mail already exists.',
  PHONE_TAKEN: 'An account with this phone number already exists.',
  OWN_ADMIN_ROLE: 'You cannot remove your own admin role. Ask another admin to do it.',
  ACCOUNT_INACTIVE: 'This technician account is inactive. Please contact the administrator.',
  SIGN_IN_LOCKED:
    'Too many failed sign-in attempts. For your security, please try again in {{count}} minutes.',
  SIGN_IN_LOCKED_one:
    'Too many failed sign-in attempts. For your security, please try again in {{count}} minute.',
  TECHNICIAN_UNAVAILABLE: 'This technician cannot take jobs now. Please choose another.',
  BOOKING_MAY_EXIST:
    'This booking may already have been made. Please check your e-mail or your bookings before booking again.',
  IDEMPOTENCY_KEY_REUSED:
    'This booking was already sent once with different details. Please check your e-mail or your bookings before booking again.',
  WARRANTY_NOT_READY: 'The warranty card is ready once the repair is completed.',
  BOOKINGS_RATE_LIMITED:
    'Many bookings have been made from this connection in the last hour. Please call us on {{phone}} or try again later.',
  BOOKINGS_RATE_LIMITED_contact:
    'Many bookings have been made with this phone number or e-mail address in the last hour. Please call us on {{phone}} to book more.',
  REFERRAL_REFUSALS_LIMITED: 'Too many referral codes were refused. Please book without a code, or call us.',
  DEVICE_UNAVAILABLE: 'This device is no longer available. Please choose your device again.',
  REPAIRS_UNAVAILABLE: 'Some of the chosen repairs are not available for this device. Please choose again.',
  UNLISTED_BOOKING_UNAVAILABLE:
    'Booking a device that is not listed is not possible just now. Please call us and we will help.',
  CONTACT_RATE_LIMITED:
    'You have sent several messages already. Please wait an hour, or call or WhatsApp us.',
  GEOCODE_RATE_LIMITED: 'Too many address lookups. Please wait a minute, or type your address.',
  REFERRAL_CHECKS_LIMITED: 'Too many code checks. Please wait a minute and try again.',
  IN_USE: 'This is still in use. Deactivate it instead.',
  UNSUPPORTED_IMAGE: 'Only JPEG, PNG and WebP images can be uploaded.',
} satisfies Record<ErrorCode | 'NETWORK', string> & Record<string, string>;
