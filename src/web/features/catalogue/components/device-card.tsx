import { useTranslation } from '../../../lib/use-translation';
import { Link } from '../../../components/ui/link';
import type { DeviceSummary } from '@shared/catalogue-types';
import { DeviceImage } from './device-image';

/** A device in the list; `service` (the list's service filter) goes along, so its repair is preselected. */
export function DeviceCard({ device, service }: { device: DeviceSummary; service?: string | undefined }) {
  const { t } = useTranslation('devices');
  return (
    <Link
      to={{ pathname: `/devices/${device.slug}`, search: service ? `?service=${service}` : '' }}
      className="flex h-full items-center gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm transition hover:border-primary"
      data-testid="device-card"
    >
      <DeviceImage
        imageUrl={device.imageUrl}
        categoryName={device.category.name}
        name=""
        size={72}
        className="size-18 shrink-0 rounded-xl"
      />
      <div className="min-w-0">
        <p className="text-sm font-medium text-muted-foreground">{device.brand.name}</p>
        <h2 className="text-lg leading-snug font-semibold">{device.name}</h2>
        <p className="text-sm text-muted-foreground">
          {[device.modelNumber, device.screenSize ? t('list.screen', { size: device.screenSize }) : null]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
    </Link>
  );
}
