import { useTranslation } from '../lib/use-translation';
import { Link } from '../components/ui/link';
import { FooterContact, footerLinkClass } from './footer-contact';

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

/** A heading with its list of the site's pages. */
function FooterLinkColumn({
  heading,
  links,
}: {
  heading: string;
  links: typeof serviceLinks | typeof supportLinks;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <h2 className="font-semibold">{heading}</h2>
      <ul className="mt-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={footerLinkClass}>
              {t(link.key)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-border bg-card print:hidden">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1.3fr]">
        <div>
          <p className="text-lg font-extrabold">{t('appName')}</p>
          <p className="mt-2 text-muted-foreground">{t('footer.about')}</p>
        </div>
        <FooterLinkColumn heading={t('footer.servicesHeading')} links={serviceLinks} />
        <FooterLinkColumn heading={t('footer.supportHeading')} links={supportLinks} />
        <FooterContact />
      </div>
      <p className="border-t border-border py-4 text-center text-sm text-muted-foreground">
        {t('footer.rights', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
