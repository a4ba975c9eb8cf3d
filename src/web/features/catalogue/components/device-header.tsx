import type { DeviceDetail } from '@shared/catalogue-types';
import { useTranslation } from '../../../lib/use-translation';
import { DeviceImage } from './device-image';

/** The device's picture, brand, name, model, screen, storage and colours at the top of its page. */
export function DeviceHeader({ device }: { device: DeviceDetail }) {
  const { t } = useTranslation('devices');
  return (
    <header className="mt-4 flex flex-col gap-6 sm:flex-row sm:items-center">
      <DeviceImage
        imageUrl={device.imageUrl}
        categoryName={device.category.name}
        name={device.name}
        size={128}
        className="size-32 rounded-2xl"
        priority
      />
      <div>
        <p className="font-medium text-muted-foreground">{device.brand.name}</p>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{device.name}</h1>
        <p className="mt-2 text-muted-foreground">
          {[
            device.modelNumber ? t('device.model', { model: device.modelNumber }) : null,
            device.screenSize ? t('device.screen', { size: device.screenSize }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {device.storageOptions.length > 0 ? (
          <p className="text-muted-foreground">
            {t('device.storage')}: {device.storageOptions.join(', ')}
          </p>
        ) : null}
        {device.colorOptions.length > 0 ? (
          <p className="text-muted-foreground">
            {t('device.colours')}: {device.colorOptions.join(', ')}
          </p>
        ) : null}
      </div>
    </header>
  );
}
