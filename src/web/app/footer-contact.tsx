import { formatPhone } from '@shared/format-phone';
import { Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { socialNetworks, whatsappLink } from '@shared/site-config';
import type { SocialNetwork } from '@shared/site-config';
import { useSiteConfig } from '../lib/use-site-config';
import { cn } from '../lib/cn';
import { useTranslation } from '../lib/use-translation';

export const footerLinkClass =
  'inline-flex min-h-11 items-center text-muted-foreground underline-offset-4 hover:text-foreground hover:underline';

/** The site's networks, as links. */
function FollowLinks({ socialLinks }: { socialLinks: { network: SocialNetwork; href: string }[] }) {
  const { t } = useTranslation();
  return (
    // data-social-* marks what the server removes from prerendered pages for networks it
    // has no address for (http/prerendered-pages.ts).
    <div data-social-links="">
      <h2 className="mt-5 font-semibold">{t('footer.followHeading')}</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {socialLinks.map(({ network, href }) => (
          <li key={network} data-social={network}>
            <a
              href={href}
              className="inline-flex min-h-11 items-center rounded-lg border border-border px-3 text-sm font-medium hover:bg-muted"
              rel="noopener noreferrer"
              target="_blank"
            >
              {t(`footer.social.${network}`)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The footer's contact column: address, phone, WhatsApp, e-mail, hours and networks. */
export function FooterContact() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  // Only the networks the server is configured with (SOCIAL_*_URL).
  const socialLinks = socialNetworks.flatMap((network) => {
    const href = site?.social[network];
    return href ? [{ network, href }] : [];
  });
  return (
    <div>
      <h2 className="font-semibold">{t('footer.contactHeading')}</h2>
      <p className="mt-3 flex gap-2 text-muted-foreground">
        <MapPin className="mt-1 size-4 shrink-0" aria-hidden="true" />
        {site?.address ?? t('footer.address')}
      </p>
      {site ? (
        <ul className="mt-1">
          <li>
            <a href={`tel:${site.supportPhone}`} className={footerLinkClass}>
              <Phone className="mr-2 size-4" aria-hidden="true" />
              {formatPhone(site.supportPhone)}
            </a>
          </li>
          <li>
            <a
              href={whatsappLink(site.whatsapp, t('footer.whatsappMessage'))}
              className={footerLinkClass}
              target="_blank"
              rel="noopener noreferrer"
            >
              <MessageCircle className="mr-2 size-4" aria-hidden="true" />
              {t('footer.whatsapp')}
            </a>
          </li>
          <li>
            <a href={`mailto:${site.supportEmail}`} className={cn(footerLinkClass, 'break-all')}>
              <Mail className="mr-2 size-4 shrink-0" aria-hidden="true" />
              {site.supportEmail}
            </a>
          </li>
        </ul>
      ) : null}
      <p className="mt-2 text-muted-foreground">{t('footer.hours')}</p>
      {socialLinks.length > 0 ? <FollowLinks socialLinks={socialLinks} /> : null}
    </div>
  );
}
