import { useTranslation } from '../lib/use-translation';
import { useHref, useLocation } from 'react-router';

/** The site's origin; when prerendering at build time, the one the build was given (SITE_ORIGIN). */
function siteOrigin(): string {
  return typeof window === 'undefined' ? (globalThis.process?.env.SITE_ORIGIN ?? '') : window.location.origin;
}

interface PageMetaProps {
  title: string;
  description?: string;
  /** A path on this site, e.g. an article's illustration. */
  image?: string;
  type?: 'website' | 'article';
}

/** Title, description, canonical URL and sharing tags; React hoists these into <head>. */
export function PageMeta({ title, description, image, type = 'website' }: PageMetaProps) {
  const { t } = useTranslation();
  // The page's own address, in its language path if it has one (/hi/faq is its own page).
  const path = useHref(useLocation().pathname);
  const fullTitle = `${title} | ${t('appName')}`;
  // One address per page: no query strings, no trailing slash.
  const canonical = siteOrigin() + (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      <link rel="canonical" href={canonical} />
      <meta property="og:site_name" content={t('appName')} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={canonical} />
      <meta property="og:title" content={fullTitle} />
      {description ? <meta property="og:description" content={description} /> : null}
      {image ? <meta property="og:image" content={siteOrigin() + image} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
    </>
  );
}
