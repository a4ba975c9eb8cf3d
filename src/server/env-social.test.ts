import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { siteConfigFrom } from './features/site-config/site-config.routes';

// The footer's social links (issue 15): each is the business's own https page, or it is not shown.
// A mistyped address stops the server with a message that names the variable.

describe('SOCIAL_*_URL', () => {
  it('are all unset by default, so the footer links to no network', () => {
    expect(siteConfigFrom(loadEnv({})).social).toEqual({});
  });

  it('give the footer exactly the networks that are set', () => {
    const env = loadEnv({
      SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/doorstepfix',
      SOCIAL_YOUTUBE_URL: 'https://www.youtube.com/@doorstepfix',
    });
    expect(siteConfigFrom(env).social).toEqual({
      facebook: 'https://www.facebook.com/doorstepfix',
      youtube: 'https://www.youtube.com/@doorstepfix',
    });
    expect(
      siteConfigFrom(
        loadEnv({
          SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/doorstepfix',
          SOCIAL_X_URL: 'https://x.com/doorstepfix',
        }),
      ).social,
    ).toEqual({ instagram: 'https://www.instagram.com/doorstepfix', x: 'https://x.com/doorstepfix' });
  });

  it('refuse an address that is not https', () => {
    for (const url of [
      'http://www.facebook.com/doorstepfix',
      'javascript:alert(1)',
      'www.facebook.com/doorstepfix',
      'not an address',
    ]) {
      expect(() => loadEnv({ SOCIAL_FACEBOOK_URL: url }), url).toThrow(
        /SOCIAL_FACEBOOK_URL: SOCIAL_FACEBOOK_URL must be an https:\/\/ address/,
      );
    }
  });

  it('refuse a network’s bare home page', () => {
    for (const url of ['https://www.instagram.com/', 'https://www.instagram.com']) {
      expect(() => loadEnv({ SOCIAL_INSTAGRAM_URL: url }), url).toThrow(
        /SOCIAL_INSTAGRAM_URL: SOCIAL_INSTAGRAM_URL must be the address of the business's own page/,
      );
    }
  });

  it('name every bad one at once', () => {
    expect(() =>
      loadEnv({ SOCIAL_YOUTUBE_URL: 'http://youtube.com/x', SOCIAL_X_URL: 'https://x.com/' }),
    ).toThrow(/SOCIAL_YOUTUBE_URL[\s\S]*SOCIAL_X_URL/);
  });
});
