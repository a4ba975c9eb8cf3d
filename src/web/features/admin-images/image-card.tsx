import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { AdminImageRow } from '@shared/contracts/admin-catalogue';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { SelectField } from '../../components/ui/field';
import { refusalText } from '../../lib/error-text';
import { toast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { useAdminBrands, useAdminDevices } from '../../entities/admin/catalogue-queries';
import { useDeleteImage, useUseImage } from './api';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

const failure = (text: string) => (error: unknown) =>
  toast.error(text, { id: 'image', description: refusalText(error) });

/** One catalogue image: what it shows and is for, and putting it on a device or brand, or deleting it. */
export function ImageCard({ image }: { image: AdminImageRow }) {
  return (
    <li>
      <Card className="flex h-full flex-col gap-3 p-4">
        <img
          src={image.thumbUrl ?? image.imageUrl}
          alt={image.description ?? image.imageName}
          width={image.width ?? undefined}
          height={image.height ?? undefined}
          loading="lazy"
          className="aspect-[4/3] w-full rounded-lg bg-muted object-contain"
        />
        <ImageFacts image={image} />
        <ImageUse image={image} />
      </Card>
    </li>
  );
}

function ImageFacts({ image }: { image: AdminImageRow }) {
  const { t } = useTranslation('adminCatalogue');
  return (
    <div className="text-sm">
      <p className="truncate font-semibold" title={image.imageName}>
        {image.imageName}
      </p>
      <p className="text-muted-foreground">
        {[image.brandName, image.deviceModel].filter(Boolean).join(' · ') || t('none')}
      </p>
      {image.description ? <p>{image.description}</p> : null}
      <p className="text-muted-foreground">
        {image.width && image.height ? `${image.width}×${image.height} · ` : ''}
        {sizeText(image.fileSize)}
      </p>
      <p>
        {image.usedBy.length > 0 ? t('images.usedBy', { list: image.usedBy.join(', ') }) : t('images.unused')}
      </p>
    </div>
  );
}

function ImageUse({ image }: { image: AdminImageRow }) {
  const { t } = useTranslation('adminCatalogue');
  const use = useUseImage();
  const [target, setTarget] = useState('');
  const [confirming, setConfirming] = useState(false);
  const apply = () => {
    const [kind, id] = target.split(':');
    if (!kind || !id) return;
    use.mutate(
      kind === 'device'
        ? { id: image.id, target: 'device', deviceId: id }
        : { id: image.id, target: 'brand', brandId: id },
      {
        onSuccess: () => toast.success(t('images.used'), { id: 'image' }),
        onError: failure(t('images.useFailed')),
      },
    );
  };
  return (
    <div className="mt-auto space-y-2">
      <ImageTargetSelect value={target} onChange={setTarget} />
      <div className="flex gap-2">
        <Button className="flex-1" onClick={apply} disabled={!target || use.isPending}>
          {t('images.use')}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => setConfirming(true)}
          aria-label={t('deleteName', { name: image.imageName })}
          title={t('delete')}
        >
          <Trash2 className="size-5 text-danger" aria-hidden="true" />
        </Button>
      </div>
      <DeleteImageDialog image={image} open={confirming} onOpenChange={setConfirming} />
    </div>
  );
}

/** The devices and brand logos an image can be put on, as `device:<id>` or `brand:<id>`. */
function ImageTargetSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('adminCatalogue');
  const devices = useAdminDevices();
  const brands = useAdminBrands();
  return (
    <SelectField label={t('images.useFor')} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{t('images.choose')}</option>
      <optgroup label={t('tabs.devices')}>
        {(devices.data ?? []).map((device) => (
          <option key={device.id} value={`device:${device.id}`}>
            {device.name}
          </option>
        ))}
      </optgroup>
      <optgroup label={t('images.brandLogos')}>
        {(brands.data ?? []).map((brand) => (
          <option key={brand.id} value={`brand:${brand.id}`}>
            {brand.name}
          </option>
        ))}
      </optgroup>
    </SelectField>
  );
}

function DeleteImageDialog({
  image,
  open,
  onOpenChange,
}: {
  image: AdminImageRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('adminCatalogue');
  const remove = useDeleteImage();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('deleteTitle', { name: image.imageName })}
      description={t('deleteText')}
      confirmLabel={t('delete')}
      cancelLabel={t('cancel')}
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(image.id, {
          onSuccess: () => {
            onOpenChange(false);
            toast.success(t('deleted', { name: image.imageName }), { id: 'image' });
          },
          onError: (error) => {
            onOpenChange(false);
            failure(t('images.deleteFailed'))(error);
          },
        })
      }
    />
  );
}
