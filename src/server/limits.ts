// Every number that limits use of the product, in one table (docs/decisions/038). A limit's name says
// its unit; its comment says why that number. Numbers the browser shows or checks as well live in
// src/shared and are re-exported here, so that this table is complete and no number is written twice.
// README.md's "Limits" section is made from this file: after a change, run
// `npx tsx scripts/limits-table.ts --write` (a test fails until README.md agrees).
//
// Format, which the script reads: a `// ## ` line starts a group; each limit is one export with a
// one-line `/** why */` comment above it.

// ## Sign-in codes

/** A million possible codes: a guesser with every try a code allows almost never hits one. */
export { OTP_LENGTH as SIGN_IN_CODE_DIGITS } from '../shared/schemas/auth';
/** Long enough to switch to the inbox or wait for a slow SMS, short enough that a leaked code soon dies. */
export { OTP_VALIDITY_MINUTES } from '../shared/constants';
/** A sign-in link in an e-mail: mail can take a while and people open it later the same day. */
export const EMAIL_LINK_VALIDITY_HOURS = 24;
/** A phone proved in the booking form stays proved for the time it takes to finish the form. */
export { PHONE_PROOF_VALIDITY_MINUTES } from '../shared/constants';
/** Time for a code to arrive before another can be asked for: most arrive within it. */
export { OTP_RESEND_COOLDOWN_SECONDS } from '../shared/constants';
/** Enough for typos; then the person asks for a new code (decision 005). */
export { OTP_MAX_WRONG_TRIES_PER_CODE } from '../shared/constants';
/** Codes sent to one address or number, asked from one network: a person rarely needs more. */
export const CODE_SENDS_PER_IDENTIFIER_PER_HOUR = 5;
/** Codes to one address or number from all networks within a code's lifetime: the person and a stranger. */
export const CODE_SENDS_PER_IDENTIFIER_PER_CODE_LIFETIME = 6;
/** Codes asked for from one client address: room for a family or an office, a wall for a script. */
export const CODE_SENDS_PER_ADDRESS_PER_HOUR = 20;
/** The wait told to an address over its cap: its requests are counted, not dated one by one. */
export const CODE_SENDS_PER_ADDRESS_RETRY_AFTER_MINUTES = 15;
/** Whether-an-account-exists answers one client may get (each Login-tab code request tells). */
export const SIGN_IN_ACCOUNT_LOOKUPS_PER_ADDRESS_PER_HOUR = 10;
/** Requests to the code and link routes from one client address, on top of the per-identifier rules. */
export const SIGN_IN_CODE_REQUESTS_PER_ADDRESS_PER_MINUTE = 30;

// ## Wrong codes in a row

/** Wrong codes in a row from one network that lock the address or number there (decision 028). */
export const CODE_FAILURES_BEFORE_NETWORK_LOCK = 10;
/** Wrong codes in a row from all networks that lock browsers the identifier has not signed in from. */
export const CODE_FAILURES_BEFORE_LOCK_EVERYWHERE = 100;
/** How long either lock lasts: long enough to stop guessing, short enough to forgive a muddle. */
export const CODE_LOCK_MINUTES = 60;
/** A network's failures stop counting as 'in a row' after this pause. */
export const CODE_FAILURES_NETWORK_PAUSE_MINUTES = 60;
/** The count over all networks forgets after this pause: slow guessing from many networks still adds up. */
export const CODE_FAILURES_EVERYWHERE_PAUSE_HOURS = 24;

// ## Staff passwords

/** Long enough to resist guessing, with the most common passwords refused as well (decision 005). */
export { NEW_PASSWORD_MIN_LENGTH as NEW_PASSWORD_MIN_CHARACTERS } from '../shared/schemas/auth';
/** Room for any passphrase, and a bound on the work of hashing one. */
export { PASSWORD_MAX_CHARACTERS } from '../shared/schemas/auth';
/** Failures in a row for one name from one network before that network is refused it (decision 028). */
export const PASSWORD_FAILURES_BEFORE_LOCK = 5;
/** Failures in a row from one network over all names before the network is refused for all. */
export const PASSWORD_FAILURES_BEFORE_NETWORK_LOCK = 20;
/** Failures in a row for one name from all networks before unknown browsers are refused: many networks. */
export const PASSWORD_FAILURES_BEFORE_NAME_LOCK = 50;
/** A network's first wait after its failures; each further failure doubles it. */
export const PASSWORD_LOCK_FIRST_MINUTES = 1;
/** The longest a network waits: a guesser slowed to a crawl, a forgetful owner not shut out for long. */
export const PASSWORD_LOCK_LONGEST_MINUTES = 60;
/** The name's ceiling lock, renewed by each further failure, until a reset by e-mail lifts it. */
export const PASSWORD_NAME_LOCK_MINUTES = 60;
/** Failures stop counting as 'in a row' after a day without one. */
export const PASSWORD_FAILURES_PAUSE_HOURS = 24;
/** A password reset link: time to open the e-mail, short enough that an old inbox is no key. */
export const PASSWORD_RESET_LINK_VALIDITY_MINUTES = 60;
/** Reset e-mails one client address may ask for: each one lands in somebody's inbox. */
export const PASSWORD_RESET_REQUESTS_PER_ADDRESS_PER_MINUTE = 5;
/** New passwords set through reset links from one client address. */
export const PASSWORD_RESETS_PER_ADDRESS_PER_MINUTE = 10;
/** Technician sign-ins by phone number from one client address, on top of the lockouts. */
export const TECHNICIAN_SIGN_INS_PER_ADDRESS_PER_MINUTE = 10;
/** Password changes per technician: each checks the current password, so a lost phone cannot guess it. */
export const TECHNICIAN_PASSWORD_CHANGES_PER_HOUR = 10;
/** Any other sign-in request from one client address: far above a person, a brake on a script. */
export const AUTH_REQUESTS_PER_ADDRESS_PER_MINUTE = 100;
/** A session ends after this many days without use. */
export { SESSION_DAYS } from '../shared/retention';

// ## Bookings

/** Bookings from one client address: high, as carriers share addresses (`BOOKINGS_PER_HOUR_PER_ADDRESS`). */
export const BOOKINGS_PER_ADDRESS_PER_HOUR = 60;
/** Bookings for one phone number, and one mailbox: the low cap (`BOOKINGS_PER_HOUR_PER_CONTACT`). */
export const BOOKINGS_PER_CONTACT_PER_HOUR = 5;
/** Refused referral codes one client may collect: each refusal reveals that someone booked before. */
export const REFERRAL_REFUSALS_PER_ADDRESS_PER_HOUR = 10;
/** Referral code checks: codes are far too many to guess, this keeps a script from trying anyway. */
export const REFERRAL_CHECKS_PER_ADDRESS_PER_MINUTE = 30;
/** Repairs on one booking: a whole phone's worth, and a bound on its price lines. */
export { MAX_ISSUES_PER_BOOKING } from '../shared/schemas/booking';
/** The customer's description of the problem: a few paragraphs. */
export { PROBLEM_MAX as BOOKING_PROBLEM_MAX_CHARACTERS } from '../shared/schemas/booking';
/** How far ahead a visit can be booked: technicians' weeks are not planned further. */
export { BOOKING_MAX_DAYS_AHEAD } from '../shared/schemas/booking';
/** Times a customer may move a visit online; after that, a call (decision 017). */
export { RESCHEDULE_MAX_MOVES } from '../shared/constants';
/** Wrong start codes a job takes before only an admin can let the technician try again. */
export { START_CODE_MAX_TRIES } from '../shared/schemas/technician-work';
/** Start attempts per technician on all their jobs: caps guessing across many jobs as well. */
export const START_ATTEMPTS_PER_TECHNICIAN_PER_HOUR = 20;

// ## Tracking links and live updates

/** Unknown tracking tokens one client address may try: no scanning, and a mistyped link does no harm. */
export const TRACKING_MISSES_PER_ADDRESS_PER_HOUR = 20;
/** Live streams one person or tracking link may hold on all processes: a few tabs and devices. */
export const LIVE_STREAMS_PER_OWNER = 10;
/** Live streams one process holds (`LIVE_STREAMS_MAX`): each costs about 80 KB and a socket. */
export const LIVE_STREAMS_PER_PROCESS = 5000;
/** A stream then ends and is opened afresh: its request is checked again (decision 031). */
export const LIVE_STREAM_LIFETIME_MINUTES = 15;

// ## Request bodies and uploads

/** Any JSON request body: our largest form is a few kilobytes. */
export const JSON_BODY_MAX_BYTES = 256 * 1024;
/** How deeply a JSON body may nest: ours nests three levels; deeper is an attack (decision 029). */
export const JSON_MAX_DEPTH_LEVELS = 32;
/** A browser's error report: a message, a page and a stack, cut short by the reporter. */
export { CLIENT_ERROR_MAX_BODY_BYTES } from '../shared/client-errors';
/** A pricing CSV file: a few thousand lines fit many times over. */
export const PRICING_IMPORT_MAX_BYTES = 4 * 1024 * 1024;
/** Lines in a pricing CSV: every model and repair of the catalogue, with room. */
export const PRICING_IMPORT_MAX_LINES = 20_000;
/** An uploaded image: any phone photo; it is made smaller anyway. */
export { IMAGE_UPLOAD_MAX_BYTES } from '../shared/schemas/admin-catalogue';
/** Images in one upload from the admin desk (SPEC section 5). */
export { MAX_ADMIN_UPLOAD_FILES } from '../shared/schemas/admin-catalogue';
/** Photos of a device at the door one booking holds (decision 058). */
export { BOOKING_PHOTOS_MAX as BOOKING_PHOTO_FILES } from '../shared/schemas/booking-photo';
/** How long a photo's signed address works: a page shows it, and asks for fresh ones before this ends. */
export const PHOTO_URL_LIFETIME_SECONDS = 600;
/** Pixels an image may declare: a 20000×20000 'pixel flood' is refused before it is decoded. */
export const IMAGE_MAX_INPUT_PIXELS = 40_000_000;
/** Rows on one page of an admin list. */
export { LIST_PAGE_SIZE_MAX as LIST_PAGE_MAX_ROWS } from '../shared/schemas/list-query';

// ## Messages, reports and lookups

/** Contact-form messages from one client address: a person sends one or two. */
export const CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR = 5;
/** A contact-form message: a long letter. */
export { CONTACT_MESSAGE_MAX as CONTACT_MESSAGE_MAX_CHARACTERS } from '../shared/schemas/contact';
/** Browser error reports from one client address: a tab sends a handful; room for an office behind one. */
export const CLIENT_ERROR_REPORTS_PER_ADDRESS_PER_HOUR = 30;
/** Answers to 'Try This First' guides from one client address: plenty for a person. */
export const GUIDE_OUTCOMES_PER_ADDRESS_PER_HOUR = 60;
/** Map address lookups from one client address: a person picks a few points, not dozens. */
export const GEOCODE_LOOKUPS_PER_ADDRESS_PER_MINUTE = 30;

// ## Scheduling and availability

/** Jobs a technician takes in one window until an admin sets more: a two-hour visit each (decision 049). */
export { JOBS_PER_TECHNICIAN_PER_WINDOW as TECHNICIAN_WINDOW_JOBS_DEFAULT } from './domain/capacity-count';
/** The most an admin may set: two hours hold a few quick repairs near each other, not more (decision 051). */
export { JOBS_PER_WINDOW_MAX as TECHNICIAN_WINDOW_MAX_JOBS } from '../shared/schemas/technician-schedule';
/** Free windows a full window's refusal suggests: enough to pick from, few enough to read on a phone. */
export const SLOT_FULL_ALTERNATIVE_WINDOWS = 3;
/** Days before and after a full window searched for free ones: the week around the visit asked for. */
export const SLOT_FULL_SEARCH_DAYS = 7;
/** Days of windows one availability request may ask for: two weeks of the booking form's calendar. */
export { AVAILABILITY_MAX_DAYS } from '../shared/schemas/technician-schedule';
/** How long an availability answer is kept: dropped at once on a change, this bounds a missed one. */
export const AVAILABILITY_CACHE_SECONDS = 5;
/** Availability answers one process keeps (oldest out): pincodes and dates are many. */
export const AVAILABILITY_CACHE_MAX_ANSWERS = 2000;
/** Pincodes and prefixes one technician serves: a whole district's worth, with room. */
export { SERVICE_PINCODES_MAX as TECHNICIAN_MAX_PINCODES } from '../shared/schemas/technician-schedule';
/** Leave entered at once: a long holiday; a longer absence is entered in parts. */
export { LEAVE_MAX_DAYS } from '../shared/schemas/technician-schedule';
/** A leave's reason: a line. */
export { LEAVE_REASON_MAX as LEAVE_REASON_MAX_CHARACTERS } from '../shared/schemas/technician-schedule';

// ## Reminders and alerts

/** The customer's reminder goes the evening before, India time (`REMINDER_EVENING_HOUR`): read before dinner, not at night. */
export const REMINDER_EVENING_HOUR = 18;
/** The technician's summary of the day goes from this hour, India time (`TECHNICIAN_SUMMARY_HOUR`): before the first visit at 9. */
export const TECHNICIAN_SUMMARY_HOUR = 7;
/** Working minutes a pending booking waits for a confirmation before the admins are alerted (`UNCONFIRMED_ALERT_MINUTES`). */
export const UNCONFIRMED_ALERT_MINUTES = 120;
/** Days a technician may hold cash from the door before it is flagged and the admins are e-mailed (`CASH_HELD_ALERT_DAYS`). */
export const CASH_HELD_ALERT_DAYS = 2;
/** How often each process looks for notices due: a reminder goes at most a minute late. */
export const NOTICE_CLOCK_INTERVAL_SECONDS = 60;
/** Notices of one kind one look sends at most: the rest go at the next, so a look stays short. */
export const NOTICES_PER_LOOK_MAX_ROWS = 200;
/** Unconfirmed bookings older than this alert on the overview only: a first run on old data mails nobody a flood. */
export const UNCONFIRMED_ALERT_EMAIL_MAX_AGE_DAYS = 7;
/** Unconfirmed bookings the overview lists (the count covers them all): the oldest first. */
export const UNCONFIRMED_LISTED_MAX_ROWS = 10;
/** Leave requests the overview names (the count covers them all): the earliest first. */
export const WAITING_LEAVE_LISTED_MAX_ROWS = 5;
/** 'Customer not available' visits the overview lists (the count covers them all): the oldest attempt first. */
export const MISSED_VISITS_LISTED_MAX_ROWS = 10;
