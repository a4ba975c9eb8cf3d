import { SearchX } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/use-translation';
import type { useDevices } from '../api';
import { DeviceCard } from './device-card';

/** Below the list: the phone people carry may not be in it, and they can still book. */
function UnlistedDeviceOffer({ to }: { to: string }) {
  const { t } = useTranslation('devices');
  return (
    <div
      className="mt-8 flex flex-col gap-4 rounded-2xl border-2 border-dashed border-border p-6 sm:flex-row sm:items-center sm:justify-between"
      data-testid="unlisted-offer"
    >
      <div>
        <h2 className="text-xl font-semibold">{t('list.unlistedTitle')}</h2>
        <p className="mt-1 text-muted-foreground">{t('list.unlistedText')}</p>
      </div>
      <ButtonLink to={to} variant="outline" className="shrink-0">
        {t('list.unlistedAction')}
      </ButtonLink>
    </div>
  );
}

/** No device matched: book it unlisted, or clear the filters. */
function NoDevicesFound({
  unlistedPath,
  onClearFilters,
}: {
  unlistedPath: string;
  onClearFilters: () => void;
}) {
  const { t } = useTranslation('devices');
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-border p-10 text-center">
      <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="mt-4 text-2xl font-semibold">{t('list.noDevicesFound')}</h2>
      <p className="mt-2 text-muted-foreground">{t('list.noDevicesHint')}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <ButtonLink to={unlistedPath}>{t('list.unlistedAction')}</ButtonLink>
        <Button variant="outline" onClick={onClearFilters}>
          {t('list.clearFilters')}
        </Button>
      </div>
    </div>
  );
}

interface DeviceResultsProps {
  devices: ReturnType<typeof useDevices>;
  serviceFilter: string | undefined;
  unlistedPath: string;
  onClearFilters: () => void;
}

/** The devices found, or the wait, the failure or the empty result. */
export function DeviceResults({ devices, serviceFilter, unlistedPath, onClearFilters }: DeviceResultsProps) {
  const { t } = useTranslation('devices');
  return (
    <section className="mt-8" aria-live="polite" aria-busy={devices.isFetching}>
      {devices.isPending ? (
        <Spinner label={t('list.title')} />
      ) : devices.isError ? (
        <div className="rounded-2xl border border-danger/50 p-6 text-center">
          <p className="font-semibold">{t('list.errorTitle')}</p>
          <p className="mt-1 text-muted-foreground">{t('list.errorBody')}</p>
          <Button className="mt-4" variant="outline" onClick={() => void devices.refetch()}>
            {t('retry', { ns: 'common' })}
          </Button>
        </div>
      ) : devices.data.length === 0 ? (
        <NoDevicesFound unlistedPath={unlistedPath} onClearFilters={onClearFilters} />
      ) : (
        <>
          <p className="mb-4 text-muted-foreground" data-testid="result-count">
            {t('list.resultCount', { count: devices.data.length })}
          </p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {devices.data.map((device) => (
              <li key={device.id}>
                <DeviceCard device={device} service={serviceFilter} />
              </li>
            ))}
          </ul>
          <UnlistedDeviceOffer to={unlistedPath} />
        </>
      )}
    </section>
  );
}
