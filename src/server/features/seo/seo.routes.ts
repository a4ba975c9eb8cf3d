import { Hono } from 'hono';
import { articleSlugs } from '../../../shared/blog-slugs';
import { PATH_LANGUAGES, pathInLanguage } from '../../../shared/language-paths';
import { pagePaths } from '../../../shared/paths';
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
      const contentPaths = [
        ...indexedPages.filter((key) => key !== 'devices').map((key) => pagePaths[key]),
        ...articleSlugs.map((slug) => `/blog/${slug}`),
      ];
      const url = (path: string) => escapeXml(publicOrigin + path);
      // The content pages are prerendered in every language: each address names the others.
      const alternates = (path: string) =>
        [
          `<xhtml:link rel="alternate" hreflang="en" href="${url(path)}"/>`,
          ...PATH_LANGUAGES.map(
            (language) =>
              `<xhtml:link rel="alternate" hreflang="${language}" href="${url(pathInLanguage(path, language))}"/>`,
          ),
          `<xhtml:link rel="alternate" hreflang="x-default" href="${url(path)}"/>`,
        ].join('');
      const urls = [
        ...contentPaths.flatMap((path) =>
          [path, ...PATH_LANGUAGES.map((language) => pathInLanguage(path, language))].map(
            (address) => `  <url><loc>${url(address)}</loc>${alternates(path)}</url>`,
          ),
        ),
        ...[pagePaths.devices, ...slugs.map((slug) => `/devices/${slug}`)].map(
          (path) => `  <url><loc>${url(path)}</loc></url>`,
        ),
      ];
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
