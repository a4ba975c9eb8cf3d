import type { BetterAuthPlugin } from 'better-auth';
import {
  SIGN_IN_CODE_REQUESTS_PER_ADDRESS_PER_MINUTE,
  TECHNICIAN_SIGN_INS_PER_ADDRESS_PER_MINUTE,
} from '../limits';
import { emailCodeEndpoints } from './email-code-sign-in';
import { emailLinkEndpoints } from './email-link-sign-in';
import { passwordSignInHooks } from './password-sign-in-hooks';
import { phoneCodeEndpoints } from './phone-code-sign-in';
import type { SignInPluginDeps } from './sign-in-endpoint';
import { technicianSignInEndpoints } from './technician-sign-in';

export type { SignInPluginDeps } from './sign-in-endpoint';

/**
 * Sign-in by one-time code (e-mail or SMS), by confirmation link, and the technicians' password
 * sign-in, as a better-auth plugin so that sessions and cookies are the library's own. Each group of
 * endpoints lives in its own module; this one assembles them with their limits per client address.
 */
export function signInPlugin(deps: SignInPluginDeps) {
  return {
    id: 'doorstep-sign-in',
    endpoints: {
      ...emailCodeEndpoints(deps),
      ...phoneCodeEndpoints(deps),
      ...emailLinkEndpoints(deps),
      ...technicianSignInEndpoints(deps),
    },
    hooks: passwordSignInHooks(deps),
    rateLimit: [
      {
        // Per client address, on top of the per-identifier rules of the codes themselves.
        pathMatcher: (path: string) =>
          path.startsWith('/email-otp/') || path.startsWith('/phone-otp/') || path.startsWith('/email-link/'),
        window: 60,
        max: SIGN_IN_CODE_REQUESTS_PER_ADDRESS_PER_MINUTE,
      },
      {
        pathMatcher: (path: string) => path === '/technician/sign-in',
        window: 60,
        max: TECHNICIAN_SIGN_INS_PER_ADDRESS_PER_MINUTE,
      },
    ],
  } satisfies BetterAuthPlugin;
}
