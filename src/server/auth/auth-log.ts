import type { Logger } from '../lib/logger';
import type { LogSampler } from '../lib/log-sampler';
import { createLogSampler } from '../lib/log-sampler';

// What the auth library logs, into our log. It logs some of what anyone can send as errors (a foreign
// redirect address, an unknown provider, a forged Google callback): those are the client's mistakes,
// written at warn. Every library line is sampled by kind, and what a client typed is cut short.

type LibraryLevel = 'debug' | 'info' | 'success' | 'warn' | 'error';

/** Library lines about a request's own input, by the start of their message: the kind they count as. */
const CLIENT_MISTAKES: ReadonlyArray<[prefix: string, kind: string]> = [
  ['Invalid callbackURL', 'invalid_callback_url'],
  ['Invalid redirectURL', 'invalid_redirect_url'],
  ['Invalid errorCallbackURL', 'invalid_error_callback_url'],
  ['Invalid newUserCallbackURL', 'invalid_new_user_callback_url'],
  ['Invalid origin', 'invalid_origin'],
  ['Provider not found', 'provider_not_found'],
  ['Blocked cross-site navigation', 'cross_site_navigation'],
  ['INVALID_CALLBACK_REQUEST', 'invalid_callback_request'],
  ['State not found', 'state_not_found'],
  ['Failed to parse state', 'state_unreadable'],
  ['No callback URL found', 'no_callback_url'],
];

const MAX_TEXT = 300;
const cut = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text);

/** Short enough for a log line: long strings (addresses someone typed) are cut. */
function shortened(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return cut(value);
  if (value instanceof Error) return value;
  if (depth > 2 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice(0, 10).map((item) => shortened(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .slice(0, 20)
      .map(([key, item]) => [key, shortened(item, depth + 1)]),
  );
}

export function createAuthLog(
  logger: Logger,
  sampler: LogSampler = createLogSampler({ perWindow: 10, windowMs: 60_000 }),
) {
  return (level: LibraryLevel, message: string, ...args: unknown[]) => {
    const mistake = CLIENT_MISTAKES.find(([prefix]) => message.startsWith(prefix));
    const target = mistake ? 'warn' : level === 'error' ? 'error' : level === 'warn' ? 'warn' : 'debug';
    if (!logger.isLevelEnabled(target)) return;
    // Library messages are fixed words, except those that quote the request: those count by kind.
    const { write, leftOut } = sampler.admit(mistake?.[1] ?? `${target}:${message.slice(0, 60)}`);
    if (!write) return;
    logger[target]({ args: shortened(args), ...(leftOut > 0 ? { leftOut } : {}) }, `auth: ${cut(message)}`);
  };
}
