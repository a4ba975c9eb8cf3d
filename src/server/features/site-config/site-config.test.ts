import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../../shared/site-config';
import { createTestApp, getJson } from '../../../../tests/test-app';
import { loadEnv } from '../../env';
import { siteConfigFrom } from './site-config.routes';

// GET /api/site-config carries the footer's social links from the server's configuration: the
// networks that are set, and no others.

const { app } = await createTestApp({
  siteConfig: siteConfigFrom(
    loadEnv({
      SUPPORT_PHONE: '+919437012345',
      SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/doorstepfix',
      SOCIAL_YOUTUBE_URL: 'https://www.youtube.com/@doorstepfix',
    }),
  ),
});

describe('GET /api/site-config', () => {
  it('gives the configured social pages and leaves the others out', async () => {
    const { status, body } = await getJson<SiteConfig>(app, '/api/site-config');
    expect(status).toBe(200);
    expect(body.social).toEqual({
      facebook: 'https://www.facebook.com/doorstepfix',
      youtube: 'https://www.youtube.com/@doorstepfix',
    });
    expect(body).toMatchObject({ supportPhone: '+919437012345', whatsapp: '+919437012345' });
  });
});
