import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatRupees } from '@shared/money';
import { slugPattern } from '@shared/slug';
import { PageMeta } from '../../components/layout/page-meta';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { GuestSignInPrompt } from '../../features/auth/components/guest-sign-in-prompt';
import { useDevice } from '../../features/catalogue/api';

/** Service ids from the link: `selectedServices` ([{id,…}]) and repeated `issues`. Prices are never read. */
function readSelectedIds(params: URLSearchParams): Set<number> {
  const ids = new Set<number>();
  for (const issue of params.getAll('issues')) if (/^\d{1,9}$/.test(issue)) ids.add(Number(issue));
  try {
    const parsed: unknown = JSON.parse(params.get('selectedServices') ?? '[]');
    if (Array.isArray(parsed)) {
      for (const item of parsed as unknown[]) {
        const id = (item as { id?: unknown } | null)?.id;
        if (typeof id === 'number' && Number.isInteger(id)) ids.add(id);
      }
    }
  } catch {
    // A damaged link selects nothing.
  }
  return ids;
}

// The full booking form replaces this page; until then it shows what the customer chose, with names
// and prices from the catalogue.
export default function BookingPage() {
  const { t } = useTranslation('catalogue');
  const [params] = useSearchParams();
  const rawSlug = params.get('deviceSlug') ?? params.get('device') ?? '';
  const slug = slugPattern.test(rawSlug) ? rawSlug : '';
  const device = useDevice(slug);
  const selectedIds = readSelectedIds(params);
  const chosen = device.data?.repairs.filter((r) => selectedIds.has(r.serviceId)) ?? [];
  const total = chosen.reduce((sum, r) => sum + r.priceAmount, 0);

  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <PageMeta title={t('booking.metaTitle')} />
      <h1 className="text-4xl font-extrabold tracking-tight">{t('booking.title')}</h1>
      <div className="mt-6">
        <GuestSignInPrompt />
      </div>
      <Card className="mt-8 p-6">
        {slug && device.isPending ? (
          <Spinner label={t('loading', { ns: 'common' })} />
        ) : (
          <>
            {device.data ? (
              <p>
                <span className="font-semibold">{t('booking.device')}:</span> {device.data.name}
              </p>
            ) : null}
            <h2 className="mt-4 text-xl font-bold">{t('booking.selectedRepairs')}</h2>
            {chosen.length === 0 ? (
              <p className="mt-2 text-muted-foreground">{t('booking.none')}</p>
            ) : (
              <>
                <ul
                  className="mt-2 divide-y divide-border border-b border-border"
                  data-testid="selected-repairs"
                >
                  {chosen.map((r) => (
                    <li key={r.serviceId} className="flex justify-between gap-4 py-2">
                      <span>{r.name}</span>
                      <span className="font-semibold">{formatRupees(r.priceAmount)}</span>
                    </li>
                  ))}
                </ul>
                <p className="flex justify-between gap-4 pt-3 text-lg font-bold">
                  <span>{t('booking.total')}</span>
                  <span data-testid="booking-total">{formatRupees(total)}</span>
                </p>
              </>
            )}
          </>
        )}
        <p className="mt-6 text-muted-foreground">{t('booking.comingSoon')}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/contact">{t('booking.contact')}</ButtonLink>
          <ButtonLink to="/devices" variant="outline">
            {t('booking.chooseDevice')}
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
