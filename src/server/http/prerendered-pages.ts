import fs from 'node:fs';
import path from 'node:path';
import { formatPhone } from '../../shared/format';
import { splitLanguagePath } from '../../shared/language-paths';
import { fillPageFrame, PAGE_FRAMES_FILE, withPageData } from '../../shared/page-template';
import type { PageFrames } from '../../shared/page-template';
import { PRERENDER_PLACEHOLDERS, socialNetworks } from '../../shared/site-config';
import type { SiteConfig } from '../../shared/site-config';
import type { Asset } from './web-asset-files';
import { makeAsset, PRERENDERED_DIR } from './web-asset-files';

// The pages the build rendered (content pages, and the frames of the app's pages), with the
// configured origin and contact details put where the build left stand-ins.

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Puts the configured origin and contact details where the build left stand-ins. */
export function fillPrerenderPlaceholders(html: string, origin: string, config: SiteConfig): string {
  const stand = PRERENDER_PLACEHOLDERS;
  const phoneForms = (from: string, to: string): [string, string][] => [
    [formatPhone(from), formatPhone(to)],
    [from, to],
    [from.replace(/\D/g, ''), to.replace(/\D/g, '')],
  ];
  const pairs: [string, string][] = [
    [stand.origin, origin],
    ...phoneForms(stand.config.supportPhone, config.supportPhone),
    ...phoneForms(stand.config.whatsapp, config.whatsapp),
    [stand.config.supportEmail, config.supportEmail],
    [stand.config.address, config.address],
  ];
  const filled = pairs.reduce((out, [from, to]) => out.split(from).join(escapeHtml(to)), html);
  return fillSocialLinks(filled, config);
}

/**
 * The build renders a link for every network (the footer's `data-social` items); the server keeps
 * those it has an address for, with that address, and drops the rest, or the whole group if none.
 */
function fillSocialLinks(html: string, config: SiteConfig): string {
  const configured = socialNetworks.filter((network) => config.social[network]);
  if (configured.length === 0) return html.replace(/<div data-social-links="">[\s\S]*?<\/div>/g, '');
  return socialNetworks.reduce((out, network) => {
    const url = config.social[network];
    if (!url) return out.replace(new RegExp(`<li data-social="${network}">[\\s\\S]*?</li>`, 'g'), '');
    return out.split(PRERENDER_PLACEHOLDERS.config.social[network]).join(escapeHtml(url));
  }, html);
}

export function readPrerenderedPages(root: string, origin: string, config: SiteConfig): Map<string, Asset> {
  const connect = connectOriginsOf(config);
  const pages = new Map<string, Asset>();
  const dir = path.join(root, PRERENDERED_DIR);
  if (!fs.existsSync(dir)) return pages;
  for (const name of fs.readdirSync(dir)) {
    if (!name.endsWith('.html')) continue;
    const base = name.slice(0, -'.html'.length);
    const urlPath = base === 'index' ? '/' : `/${base.replace(/__/g, '/')}`;
    const html = fillPrerenderPlaceholders(fs.readFileSync(path.join(dir, name), 'utf8'), origin, config);
    // The app takes the page over (hydrates it) with the contact details the page shows.
    const withConfig = withPageData(html, [[['site-config'], config]]);
    pages.set(urlPath, makeAsset(Buffer.from(withConfig), '.html', false, {}, connect));
  }
  return pages;
}

/** Where pages may send requests besides our own origin: the error tracker's host, when one is set. */
export function connectOriginsOf(config: SiteConfig | undefined): string[] {
  return config?.sentryDsn ? [new URL(config.sentryDsn).origin] : [];
}

/** Staff pages: their own header, no footer for technicians, and staff run JavaScript. */
const isStaffPage = (path: string) => /^\/(admin|technician|users_location)(\/|$)/.test(path);

/**
 * The app in the frame the build rendered for each language (decision 034): a 404 in the frame of
 * 'Page Not Found', any other public page in the plain frame. Staff pages keep the bare app. Made on
 * first request and kept: 2 kinds × 3 languages, and the tracking page's language chosen by its
 * booking.
 */
export function framePages(
  root: string,
  template: string,
  { publicOrigin, siteConfig }: { publicOrigin: string; siteConfig: SiteConfig },
): (pathname: string, status: number, pageLanguage?: string) => Asset | undefined {
  let frames: PageFrames;
  try {
    frames = JSON.parse(
      fs.readFileSync(path.join(root, PRERENDERED_DIR, PAGE_FRAMES_FILE), 'utf8'),
    ) as PageFrames;
  } catch {
    return () => undefined;
  }
  const made = new Map<string, Asset | undefined>();
  return (pathname, status, pageLanguage) => {
    const { language: pathLanguage, path: plain } = splitLanguagePath(pathname);
    if (status === 200 && isStaffPage(plain)) return undefined;
    const kind = status === 404 ? 'not-found' : 'page';
    const chosenByServer = pathLanguage === undefined && pageLanguage !== undefined;
    const language = pathLanguage ?? pageLanguage ?? 'en';
    const key = `${kind}:${language}:${chosenByServer}`;
    if (!made.has(key)) {
      const frame = frames[kind][language];
      made.set(
        key,
        frame
          ? makeAsset(
              Buffer.from(
                fillPrerenderPlaceholders(
                  fillPageFrame(template, { ...frame, language, chosenByServer }),
                  publicOrigin,
                  siteConfig,
                ),
              ),
              '.html',
              false,
            )
          : undefined,
      );
    }
    return made.get(key);
  };
}
