// Business constants of the product (SPEC section 9), one place each.

export const REFERRAL_DISCOUNT_PAISE = 5_000;
export const REFERRER_REWARD_PAISE = 5_000;
export const DEFAULT_WARRANTY_DAYS = 90;
export const DEFAULT_ESTIMATED_TIME_HOURS = 1;
export const CANCELLATION_NOTICE_HOURS = 2;
/** How many times a customer may move a visit online (decision 017); after that, a call. */
export const RESCHEDULE_MAX_MOVES = 3;
export const MOBILE_BREAKPOINT_PX = 768;
export const DASHBOARD_RECENT_BOOKINGS = 5;
export const THEME_STORAGE_KEY = 'theme';
export const DEFAULT_DEVICE_IMAGE = '/images/device-placeholder.svg';
/** A device's place in the customer's list when nobody ranked it (the column's default): after the ranked ones. */
export const DEFAULT_DEVICE_POPULARITY = 1000;

/**
 * 'My device isn't listed' (docs/decisions/018): such a booking pays an inspection visit priced as this
 * service's catalogue starting price (its lowest available price), and the chosen repairs are priced at
 * the door.
 */
export const INSPECTION_SERVICE_SLUG = 'dead-mobile-diagnosis';

// One-time codes (docs/decisions/005)
export const OTP_VALIDITY_MINUTES = 15;
export const OTP_RESEND_COOLDOWN_SECONDS = 60;
export const OTP_MAX_WRONG_TRIES_PER_CODE = 5;
/**
 * How long a phone proved in the booking form (for a referral discount) stays proved: time to finish
 * the form, not a sign-in (decision 007).
 */
export const PHONE_PROOF_VALIDITY_MINUTES = 30;

/** An Indian PIN code: six digits, the first never 0 (it names one of the postal regions 1-9). */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

/**
 * An uploaded image's thumbnail (400 px WebP) lives beside it, named after it: images/…/{stem}.jpg
 * has images/…/{stem}_t.webp. Other addresses (seed pictures, pasted links) have none.
 */
export function thumbnailUrlOf(imageUrl: string): string | null {
  const match = /^(.*\/images\/\d{4}\/\d{2}\/[a-f0-9]{24})\.(jpg|png|webp)$/.exec(imageUrl);
  return match ? `${match[1]}_t.webp` : null;
}
