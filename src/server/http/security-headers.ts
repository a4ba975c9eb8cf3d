import { createHash } from 'node:crypto';

// Security headers. The Node request listener puts the API ones on every response; HTML pages add
// their own (CSP and framing) when the web assets are served.

export const apiSecurityHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * The headers every response carries. A site people reach over https also tells browsers to come back
 * over https only, for a year (HSTS): never on plain http, where it would lock a browser out of a site
 * that has no certificate. Subdomains are left to their own servers (no includeSubDomains).
 */
export function everyResponseHeaders(publicOrigin?: string): Readonly<Record<string, string>> {
  return publicOrigin?.startsWith('https://')
    ? { ...apiSecurityHeaders, 'Strict-Transport-Security': 'max-age=31536000' }
    : apiSecurityHeaders;
}

/**
 * Headers for HTML pages; the CSP allows the page's own inline scripts by hash, and requests to
 * `connectOrigins` besides our own (the error tracker's, when SENTRY_DSN is set).
 */
export function pageSecurityHeaders(
  html: string,
  connectOrigins: readonly string[] = [],
): Record<string, string> {
  const scriptHashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    // Toasts inject a <style> element.
    "style-src 'self' 'unsafe-inline'",
    // Map tiles and device images may come from other HTTPS hosts.
    "img-src 'self' data: blob: https:",
    ["connect-src 'self'", ...connectOrigins].join(' '),
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    ...apiSecurityHeaders,
    'Content-Security-Policy': csp,
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'geolocation=(self), camera=(), microphone=(), payment=()',
  };
}
