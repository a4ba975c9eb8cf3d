import { formatPhone } from '@shared/format';
import { Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { whatsappLink } from '@shared/site-config';
import { Card } from '../../../components/ui/card';
import { useSiteConfig } from '../../../lib/use-site-config';
import { useTranslation } from '../../../lib/use-translation';

/** The ways to reach us: call, WhatsApp, e-mail and the address. */
export function ContactCards() {
  const { t } = useTranslation('pages');
  const site = useSiteConfig();
  const cards = [
    {
      key: 'call',
      Icon: Phone,
      value: site && formatPhone(site.supportPhone),
      href: site && `tel:${site.supportPhone}`,
    },
    {
      key: 'whatsapp',
      Icon: MessageCircle,
      value: site && formatPhone(site.whatsapp),
      href: site && whatsappLink(site.whatsapp, t('contact.whatsappMessage')),
    },
    { key: 'email', Icon: Mail, value: site?.supportEmail, href: site && `mailto:${site.supportEmail}` },
    { key: 'visit', Icon: MapPin, value: site?.address, href: undefined },
  ] as const;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map(({ key, Icon, value, href }) => (
        <li key={key}>
          <Card className="h-full p-5">
            <Icon className="size-8 text-primary" aria-hidden="true" />
            <h2 className="mt-3 text-lg font-bold">{t(`contact.cards.${key}.title`)}</h2>
            <p className="text-muted-foreground">{t(`contact.cards.${key}.text`)}</p>
            {href ? (
              <a
                href={href}
                className="mt-2 inline-flex min-h-11 items-center font-semibold break-all text-primary underline"
                {...(key === 'whatsapp' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {value}
              </a>
            ) : (
              <p className="mt-2 font-semibold">{value ?? '…'}</p>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}
