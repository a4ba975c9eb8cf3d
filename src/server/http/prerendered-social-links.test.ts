import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PRERENDER_PLACEHOLDERS } from '../../shared/site-config';
import type { SiteConfig } from '../../shared/site-config';
import { SiteFooter } from '../../web/app/site-footer';
import '../../web/i18n';
import { fillPrerenderPlaceholders } from './prerendered-pages';

// Prerendered pages are built once, with a link for every network; the running server must show
// only the networks it is configured with (SOCIAL_*_URL), as the app does once it has started.

/** The real footer as the build prerenders it. */
function prerenderedFooter(): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['site-config'], PRERENDER_PLACEHOLDERS.config);
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(MemoryRouter, null, createElement(SiteFooter)),
    ),
  );
}

const base: SiteConfig = {
  supportPhone: '+919876543210',
  whatsapp: '+919876543211',
  supportEmail: 'support@example.com',
  address: 'Bhubaneswar, Odisha, India',
  social: {},
};

function socialLinks(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<li data-social="(\w+)"><a href="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
  );
}

describe('social links on prerendered pages', () => {
  const built = prerenderedFooter();

  it('are all in the build, as stand-ins', () => {
    expect(Object.keys(socialLinks(built))).toEqual(['facebook', 'instagram', 'youtube', 'x']);
    expect(built).toContain('Follow us');
  });

  it('keep only the configured networks, with their addresses', () => {
    const html = fillPrerenderPlaceholders(built, 'https://doorstepfix.in', {
      ...base,
      social: { youtube: 'https://www.youtube.com/@doorstepfix', instagram: 'https://www.instagram.com/dsf' },
    });
    expect(socialLinks(html)).toEqual({
      instagram: 'https://www.instagram.com/dsf',
      youtube: 'https://www.youtube.com/@doorstepfix',
    });
    expect(html).toContain('Follow us');
    expect(html).not.toContain('.invalid');
    expect(html).not.toContain('Facebook');
  });

  it('drop the whole group when no network is configured', () => {
    const html = fillPrerenderPlaceholders(built, 'https://doorstepfix.in', base);
    expect(socialLinks(html)).toEqual({});
    expect(html).not.toContain('Follow us');
    expect(html).not.toContain('data-social');
    // The rest of the footer stays.
    expect(html).toContain('support@example.com');
    expect(html).toMatch(/<\/footer>$/);
  });

  it('escape an address for the attribute it goes into', () => {
    const html = fillPrerenderPlaceholders(built, 'https://doorstepfix.in', {
      ...base,
      social: { facebook: 'https://www.facebook.com/profile.php?id=1&sk="x"' },
    });
    expect(socialLinks(html)).toEqual({
      facebook: 'https://www.facebook.com/profile.php?id=1&amp;sk=&quot;x&quot;',
    });
  });
});
