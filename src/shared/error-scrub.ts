// What an error report may say: no query string or fragment, no tracking or reset token, no e-mail
// address, no phone number. The browser strips before it sends and the server strips again before it
// stores, so a report from an old tab or a hand-made request is held to the same rule (decision 033).

/** A path segment that is a secret of the link: the tracking token after /track/ (and /api/track/). */
const TOKEN_AFTER = /(\/track\/)[^/?#\s'")]+/g;
/**
 * Long random-looking runs (tokens, session ids, hashes): 20 or more letters, digits and _, with both
 * letters and digits. Hyphens split runs, so a script's name (`device-page-AbC1234.js`) stays.
 */
const RANDOM_RUN = /\b(?=\w*\d)(?=\w*[A-Za-z])\w{20,}\b/g;
const EMAIL = /[^\s@"'<>()[\]:;,]+@[^\s@"'<>()[\]:;,]+\.[A-Za-z]{2,}/g;
/** Indian mobile numbers as people write them (+91, 0 or nothing before ten digits), and any 10+ digits. */
const PHONE = /(?:\+?91[\s-]?|\b0)?[6-9]\d{4}[\s-]?\d{5}\b|\b\d{10,}\b/g;
/** A query string or fragment in a URL or path inside a text; the address before it stays. */
const QUERY_IN_TEXT = /((?:https?:\/\/|\/)[^\s?#'")]*)[?#][^\s'")]*/g;
const BEARER = /\b(Bearer|token|key|secret|password)([=: ]+)[^\s&,'")]+/gi;

/** `text` with every kind of secret and personal data replaced by a word saying what was there. */
export function scrubText(text: string): string {
  return text
    .replace(QUERY_IN_TEXT, '$1')
    .replace(TOKEN_AFTER, '$1[token]')
    .replace(BEARER, '$1$2[token]')
    .replace(EMAIL, '[email]')
    .replace(PHONE, '[phone]')
    .replace(RANDOM_RUN, '[token]');
}

/** A page's address as a report names it: its path only (no origin, query or fragment), scrubbed. */
export function scrubPage(page: string): string {
  let path: string;
  try {
    path = new URL(page, 'http://page.invalid').pathname;
  } catch {
    path = page.split(/[?#]/)[0] ?? '';
  }
  return scrubText(path);
}
