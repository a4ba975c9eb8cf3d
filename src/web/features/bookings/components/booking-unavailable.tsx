import { formatPhone } from '@shared/format';
import { MessageCircle, Phone } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { whatsappLink } from '@shared/site-config';
import { buttonClasses } from '../../../components/ui/button';
import { useSiteConfig } from '../../../lib/use-site-config';

/** A phone number that a narrow screen never splits across lines. */
const unbroken = (e164: string) => formatPhone(e164, true);

/**
 * Said when the server cannot take a booking because it is down for a moment: beside the submit
 * button (what was typed stays in the form), or in place of a form that could not load. Support takes
 * the booking by phone or WhatsApp meanwhile.
 */
export function BookingUnavailable({
  ref,
  keepsDetails,
}: {
  ref?: Ref<HTMLDivElement>;
  keepsDetails: boolean;
}) {
  const { t } = useTranslation('booking');
  const site = useSiteConfig();
  return (
    <div
      ref={ref}
      role="alert"
      className="rounded-lg border-2 border-amber-400 bg-amber-50 p-4 text-amber-950 dark:border-amber-400/50 dark:bg-amber-400/10 dark:text-amber-100"
    >
      <p className="text-lg font-bold">{t('unavailable.title')}</p>
      <p className="mt-1">{keepsDetails ? t('unavailable.text') : t('unavailable.textNoForm')}</p>
      {site ? (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <a className={buttonClasses('primary', 'md')} href={`tel:${site.supportPhone}`}>
            <Phone className="size-5" aria-hidden="true" />
            {t('unavailable.call', { phone: unbroken(site.supportPhone) })}
          </a>
          <a
            className={buttonClasses('outline', 'md')}
            href={whatsappLink(site.whatsapp, t('unavailable.whatsappMessage'))}
            target="_blank"
            rel="noopener noreferrer"
          >
            <MessageCircle className="size-5" aria-hidden="true" />
            {t('unavailable.whatsapp', { phone: unbroken(site.whatsapp) })}
          </a>
        </div>
      ) : null}
    </div>
  );
}
