import { useTranslation } from '../../lib/use-translation';
import { useParams } from 'react-router';
import type { DeviceDetail } from '@shared/catalogue-types';
import { formatRupees } from '@shared/money';
import { PageMeta } from '../../app/page-meta';
import { Button, ButtonLink } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { useDevice } from '../../features/catalogue/api';
import { DeviceRepairs } from '../../features/catalogue/components/device-repairs';
import { useRepairWords } from '../../lib/repair-words';
import { href } from '@shared/paths';

export default function DeviceDetailPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('devices');
  const device = useDevice(slug);
  const notFound = device.error instanceof ApiError && device.error.status === 404;

  if (device.isPending) return <Spinner label={t('loading', { ns: 'common' })} />;
  if (notFound) {
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <PageMeta title={t('device.notFound')} />
        <h1 className="text-3xl font-bold">{t('device.notFound')}</h1>
        <p className="mt-3 text-muted-foreground">{t('device.notFoundBody')}</p>
        <ButtonLink to={href('devices')} className="mt-8">
          {t('device.backToDevices')}
        </ButtonLink>
      </div>
    );
  }
  if (device.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <PageMeta title={t('device.errorTitle')} />
        <h1 className="text-3xl font-bold">{t('device.errorTitle')}</h1>
        <p className="mt-3 text-muted-foreground">{t('device.errorBody')}</p>
        <Button className="mt-8" onClick={() => void device.refetch()}>
          {t('retry', { ns: 'common' })}
        </Button>
      </div>
    );
  }
  return <DevicePage key={device.data.id} device={device.data} />;
}

function DevicePage({ device: fromCatalogue }: { device: DeviceDetail }) {
  const { t } = useTranslation('devices');
  const inLanguage = useRepairWords();
  const device = { ...fromCatalogue, repairs: fromCatalogue.repairs.map(inLanguage) };
  const description = t('device.metaDescription', {
    name: device.name,
    repairs: device.repairs
      .slice(0, 3)
      .map((r) => `${r.name} ${formatRupees(r.priceAmount)}`)
      .join(', '),
  });
  return (
    <>
      <PageMeta title={device.name} description={description} />
      <DeviceRepairs device={device} />
    </>
  );
}
