// How customers reach support: one place, filled from the server's configuration (SUPPORT_* and
// SOCIAL_* variables).

/** The social networks the footer can link to, in the order it shows them. */
export const socialNetworks = ['facebook', 'instagram', 'youtube', 'x'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export interface SiteConfig {
  /** +91XXXXXXXXXX */
  supportPhone: string;
  /** +91XXXXXXXXXX */
  whatsapp: string;
  supportEmail: string;
  address: string;
  /** The business's own page on each network; a network that is not configured is absent. */
  social: Partial<Record<SocialNetwork, string>>;
  /** Where browsers also send their errors (SENTRY_DSN); absent, no error tracker loads. */
  sentryDsn?: string;
}

/** A WhatsApp chat link with a prefilled message. */
export function whatsappLink(number: string, message: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}

/**
 * Stand-ins used when pages are prerendered at build time; the server puts the configured values in
 * their place when it loads the pages (contact details and origin are runtime configuration).
 */
export const PRERENDER_PLACEHOLDERS = {
  origin: 'https://site-origin.invalid',
  config: {
    supportPhone: '+919999900001',
    whatsapp: '+919999900002',
    supportEmail: 'support-email@site-config.invalid',
    address: 'Support address placeholder',
    // Every network is rendered; the server drops the links it has no address for.
    social: Object.fromEntries(
      socialNetworks.map((network) => [network, `https://${network}.social-link.invalid/`]),
    ) as Record<SocialNetwork, string>,
  } satisfies SiteConfig,
};
