import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageMeta } from '../../components/layout/page-meta';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

interface LinkedService {
  id: number;
  name: string;
}

/** Names of the repairs carried in the link; prices are never read from it. */
function readSelectedServices(raw: string | null): LinkedService[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((item: unknown) => {
      if (typeof item !== 'object' || item === null) return [];
      const { id, name } = item as Record<string, unknown>;
      return typeof id === 'number' && typeof name === 'string' ? [{ id, name: name.slice(0, 100) }] : [];
    });
  } catch {
    return [];
  }
}

// The full booking form replaces this page; until then it confirms what the customer chose.
export default function BookingPage() {
  const { t } = useTranslation('catalogue');
  const [params] = useSearchParams();
  const deviceName = params.get('deviceName');
  const services = readSelectedServices(params.get('selectedServices'));
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <PageMeta title={t('booking.metaTitle')} />
      <h1 className="text-4xl font-extrabold tracking-tight">{t('booking.title')}</h1>
      <Card className="mt-8 p-6">
        {deviceName ? (
          <p>
            <span className="font-semibold">{t('booking.device')}:</span> {deviceName}
          </p>
        ) : null}
        <h2 className="mt-4 text-xl font-bold">{t('booking.selectedRepairs')}</h2>
        {services.length === 0 ? (
          <p className="mt-2 text-muted-foreground">{t('booking.none')}</p>
        ) : (
          <ul className="mt-2 list-disc pl-6" data-testid="selected-repairs">
            {services.map((s) => (
              <li key={s.id}>{s.name}</li>
            ))}
          </ul>
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
