import { Hono } from 'hono';
import { articleSlugs } from '../../../shared/blog-slugs';
import { listLanguageAlternates } from '../../../shared/language-paths';
import { pagePaths, pathTo } from '../../../shared/paths';
import type { PageKey } from '../../../shared/paths';
import { listVisibleDeviceSlugs } from '../../domain/catalogue-visibility';
import type { AppServices } from '../../http/app-services';
import type { AppEnv } from '../../http/request-context';

/** Pages worth a search engine's time: the public ones without per-visitor content. */
const indexedPages: readonly PageKey[] = [
  'home',
  'services',
  'devices',
  'about',
  'contact',
  'faq',
  'blog',
  'serviceScreen',
  'serviceBattery',
  'serviceWater',
  'serviceCharging',
  'serviceSpeakerMic',
  'warranty',
  'privacy',
  'terms',
  'cookies',
];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function createSeoRoutes({ db, publicOrigin }: AppServices) {
  return new Hono<AppEnv>()
    .get('/robots.txt', (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.text(
        [
          'User-agent: *',
          'Disallow: /admin',
          'Disallow: /dashboard',
          'Disallow: /technician',
          'Disallow: /users_location',
          'Disallow: /book',
          'Disallow: /auth',
          'Disallow: /track',
          'Disallow: /api/',
          '',
          `Sitemap: ${publicOrigin}/sitemap.xml`,
          '',
        ].join('\n'),
      );
    })
    .get('/sitemap.xml', async (c) => {
      const slugs = await listVisibleDeviceSlugs(db);
      // The content pages are prerendered in every language, and the catalogue's pages rendered in
      // every language by the server: each address names the others.
      const paths = [
        ...indexedPages.map((key) => pagePaths[key]),
        ...articleSlugs.map((slug) => pathTo(pagePaths.article, { slug })),
        ...slugs.map((slug) => pathTo(pagePaths.device, { slug })),
      ];
      const url = (path: string) => escapeXml(publicOrigin + path);
      const urls = paths.flatMap((path) => {
        const alternates = listLanguageAlternates(path);
        const links = alternates
          .map(
            ({ hreflang, path: href }) =>
              `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${url(href)}"/>`,
          )
          .join('');
        // Every address but x-default's, which is the English one again.
        return alternates
          .filter(({ hreflang }) => hreflang !== 'x-default')
          .map(({ path: address }) => `  <url><loc>${url(address)}</loc>${links}</url>`);
      });
      c.header('Cache-Control', 'public, max-age=3600');
      c.header('Content-Type', 'application/xml; charset=utf-8');
      return c.body(
        [
          '<?xml version="1.0" encoding="UTF-8"?>',
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
          ...urls,
          '</urlset>',
          '',
        ].join('\n'),
      );
    });
}
