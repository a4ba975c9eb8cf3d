import type { AppServices } from '../../http/app-services';
import type { AppEnv } from '../../http/request-context';
import { Hono } from 'hono';
import type { SiteConfig } from '../../../shared/site-config';
import type { Env } from '../../env';

export function siteConfigFrom(
  env: Pick<
    Env,
    | 'SUPPORT_PHONE'
    | 'SUPPORT_WHATSAPP'
    | 'SUPPORT_EMAIL'
    | 'SUPPORT_ADDRESS'
    | 'SOCIAL_FACEBOOK_URL'
    | 'SOCIAL_INSTAGRAM_URL'
    | 'SOCIAL_YOUTUBE_URL'
    | 'SOCIAL_X_URL'
    | 'SENTRY_DSN'
  >,
): SiteConfig {
  const social: SiteConfig['social'] = {
    facebook: env.SOCIAL_FACEBOOK_URL,
    instagram: env.SOCIAL_INSTAGRAM_URL,
    youtube: env.SOCIAL_YOUTUBE_URL,
    x: env.SOCIAL_X_URL,
  };
  return {
    supportPhone: env.SUPPORT_PHONE,
    whatsapp: env.SUPPORT_WHATSAPP ?? env.SUPPORT_PHONE,
    supportEmail: env.SUPPORT_EMAIL,
    address: env.SUPPORT_ADDRESS,
    // Only the networks that are set.
    social: Object.fromEntries(Object.entries(social).filter(([, url]) => url !== undefined)),
    ...(env.SENTRY_DSN ? { sentryDsn: env.SENTRY_DSN } : {}),
  };
}

/** GET /api/site-config: how customers reach support, for every page's footer and the contact page. */
export function createSiteConfigRoutes({ siteConfig: config }: AppServices) {
  const body = JSON.stringify(config);
  return new Hono<AppEnv>().get('/site-config', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.body(body, 200, { 'Content-Type': 'application/json' });
  });
}
