import { formatPhone } from '@shared/format';
import { MessageCircle, Phone } from 'lucide-react';
import type { FreeWindow } from '@shared/api-error';
import { formatTimeWindow } from '@shared/booking-time';
import type { PreferredTimeWindow } from '@shared/booking-time';
import { whatsappLink } from '@shared/site-config';
import { Button, buttonClasses } from '../../../components/ui/button';
import { formatPreferredDate } from '../../../entities/booking/booking-format';
import { useSiteConfig } from '../../../lib/use-site-config';
import { useTranslation } from '../../../lib/use-translation';

/** The nearest windows with places, as buttons that choose the date and the window together. */
export function WindowChoices({
  windows,
  title,
  noneText,
  labelOf,
  onPick,
}: {
  windows: readonly FreeWindow[];
  title: string;
  /** Said when no window has a place in the days known. */
  noneText: string;
  /** The button's words: the date and the window, in the caller's namespace. */
  labelOf: (texts: { date: string; window: string }) => string;
  onPick: (date: string, window: PreferredTimeWindow) => void;
}) {
  const { i18n } = useTranslation();
  return (
    <div className="rounded-lg bg-primary-soft p-4 sm:col-span-2" data-testid="window-choices">
      <p className="font-semibold">{title}</p>
      {windows.length === 0 ? (
        <p className="mt-1">{noneText}</p>
      ) : (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {windows.map((free) => (
            <Button
              key={`${free.date} ${free.window}`}
              type="button"
              variant="outline"
              onClick={() => onPick(free.date, free.window)}
            >
              {labelOf({
                date: formatPreferredDate(free.date, i18n.language),
                window: formatTimeWindow(free.window, i18n.language),
              })}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}

/** Nobody visits this pincode yet: whom to call or WhatsApp instead. */
export function UnservedPincode({ pincode }: { pincode: string }) {
  const { t } = useTranslation('booking');
  const site = useSiteConfig();
  return (
    <div
      role="alert"
      data-testid="unserved-pincode"
      className="rounded-lg border-2 border-amber-400 bg-amber-50 p-4 text-amber-950 sm:col-span-2 dark:border-amber-400/50 dark:bg-amber-400/10 dark:text-amber-100"
    >
      <p className="text-lg font-bold">{t('windows.unservedTitle', { pincode })}</p>
      <p className="mt-1">{t('windows.unservedText')}</p>
      {site ? (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <a className={buttonClasses('primary', 'md')} href={`tel:${site.supportPhone}`}>
            <Phone className="size-5" aria-hidden="true" />
            {t('unavailable.call', { phone: formatPhone(site.supportPhone, true) })}
          </a>
          <a
            className={buttonClasses('outline', 'md')}
            href={whatsappLink(site.whatsapp, t('windows.unservedWhatsapp', { pincode }))}
            target="_blank"
            rel="noopener noreferrer"
          >
            <MessageCircle className="size-5" aria-hidden="true" />
            {t('unavailable.whatsapp', { phone: formatPhone(site.whatsapp, true) })}
          </a>
        </div>
      ) : null}
    </div>
  );
}
