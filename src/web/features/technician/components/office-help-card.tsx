import { formatPhone } from '@shared/format';
import { Phone } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useSiteConfig } from '../../../lib/use-site-config';

/** 'Need help on a job?' with a tap-to-call button to the office (the configured support number). */
export function OfficeHelpCard() {
  const { t } = useTranslation('technician');
  const site = useSiteConfig();
  return (
    <Card className="p-5">
      <h2 className="text-xl font-bold">{t('help.title')}</h2>
      <p className="mt-1 text-muted-foreground">{t('help.text')}</p>
      {site ? (
        <>
          <p className="mt-3 font-semibold">{t('help.number', { phone: formatPhone(site.supportPhone) })}</p>
          <a
            href={`tel:${site.supportPhone}`}
            className={buttonClasses('primary', 'md', 'mt-3 w-full sm:w-auto')}
          >
            <Phone className="size-5" aria-hidden="true" />
            {t('help.call')}
          </a>
        </>
      ) : null}
    </Card>
  );
}
