import { formatPhone } from '@shared/format-phone';
import { Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { socialNetworks, whatsappLink } from '@shared/site-config';
import { useSiteConfig } from '../lib/use-site-config';
import { cn } from '../lib/cn';
import { useTranslation } from '../lib/use-translation';
import { Link } from '../components/ui/link';

const serviceLinks = [
  { to: '/services/screen-repair', key: 'footer.services.screen' },
  { to: '/services/battery-replacement', key: 'footer.services.battery' },
  { to: '/services/water-damage', key: 'footer.services.water' },
  { to: '/services/charging-port', key: 'footer.services.charging' },
  { to: '/services/speaker-mic', key: 'footer.services.speakerMic' },
] as const;

const supportLinks = [
  { to: '/faq', key: 'footer.support.faq' },
  { to: '/contact', key: 'footer.support.contact' },
  { to: '/warranty', key: 'footer.support.warranty' },
  { to: '/privacy', key: 'footer.support.privacy' },
  { to: '/terms', key: 'footer.support.terms' },
  { to: '/cookies', key: 'footer.support.cookies' },
] as const;

const linkClass =
  'inline-flex min-h-11 items-center text-muted-foreground underline-offset-4 hover:text-foreground hover:underline';

export function SiteFooter() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  // Only the networks the server is configured with (SOCIAL_*_URL).
  const socialLinks = socialNetworks.flatMap((network) => {
    const href = site?.social[network];
    return href ? [{ network, href }] : [];
  });
  return (
    <footer className="border-t border-border bg-card print:hidden">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1.3fr]">
        <div>
          <p className="text-lg font-extrabold">{t('appName')}</p>
          <p className="mt-2 text-muted-foreground">{t('footer.about')}</p>
        </div>
        <div>
          <h2 className="font-semibold">{t('footer.servicesHeading')}</h2>
          <ul className="mt-2">
            {serviceLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-semibold">{t('footer.supportHeading')}</h2>
          <ul className="mt-2">
            {supportLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-semibold">{t('footer.contactHeading')}</h2>
          <p className="mt-3 flex gap-2 text-muted-foreground">
            <MapPin className="mt-1 size-4 shrink-0" aria-hidden="true" />
            {site?.address ?? t('footer.address')}
          </p>
          {site ? (
            <ul className="mt-1">
              <li>
                <a href={`tel:${site.supportPhone}`} className={linkClass}>
                  <Phone className="mr-2 size-4" aria-hidden="true" />
                  {formatPhone(site.supportPhone)}
                </a>
              </li>
              <li>
                <a
                  href={whatsappLink(site.whatsapp, t('footer.whatsappMessage'))}
                  className={linkClass}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <MessageCircle className="mr-2 size-4" aria-hidden="true" />
                  {t('footer.whatsapp')}
                </a>
              </li>
              <li>
                <a href={`mailto:${site.supportEmail}`} className={cn(linkClass, 'break-all')}>
                  <Mail className="mr-2 size-4 shrink-0" aria-hidden="true" />
                  {site.supportEmail}
                </a>
              </li>
            </ul>
          ) : null}
          <p className="mt-2 text-muted-foreground">{t('footer.hours')}</p>
          {socialLinks.length > 0 ? (
            // data-social-* marks what the server removes from prerendered pages for networks it
            // has no address for (http/web-assets.ts).
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
          ) : null}
        </div>
      </div>
      <p className="border-t border-border py-4 text-center text-sm text-muted-foreground">
        {t('footer.rights', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
