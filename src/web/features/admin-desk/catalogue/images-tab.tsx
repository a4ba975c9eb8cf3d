import { ImageUp, Trash2, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { AdminImageRow } from '@shared/contracts/admin-catalogue';
import { IMAGE_UPLOAD_MAX_BYTES, MAX_ADMIN_UPLOAD_FILES } from '@shared/schemas/admin-catalogue';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field, SelectField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { refusalText } from '../../../lib/error-text';
import { toast } from '../../../lib/toast';
import { cn } from '../../../lib/cn';
import {
  imageKeys,
  useAdminBrands,
  useAdminDevices,
  useAdminImages,
  useDeleteImage,
  useUseImage,
} from './api';
import { uploadImageFile } from './upload-request';
import { useQueryClient } from '@tanstack/react-query';

const ACCEPT = 'image/jpeg,image/png,image/webp';

interface Upload {
  id: string;
  name: string;
  progress: number;
  state: 'sending' | 'done' | 'failed' | 'cancelled';
  message?: string;
  cancel?: () => void;
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * Image Uploads (SPEC section 2): drop or pick up to 10 images of at most 5 MB; each shows its real
 * progress and can be cancelled. The list shows every catalogue image with what it is for, and puts
 * one on a device or a brand, or deletes it.
 */
export function ImagesTab() {
  const { t } = useTranslation('adminCatalogue');
  const queryClient = useQueryClient();
  const images = useAdminImages();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [details, setDetails] = useState({ brandName: '', deviceModel: '', description: '' });
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const update = (id: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)));

  const start = (files: File[]) => {
    if (files.length > MAX_ADMIN_UPLOAD_FILES) {
      toast.error(t('images.tooMany', { max: MAX_ADMIN_UPLOAD_FILES }), { id: 'image-upload' });
      return;
    }
    for (const file of files) {
      const id = crypto.randomUUID();
      // The server decides; this only spares a long wait for a file it would refuse anyway.
      const early =
        file.size > IMAGE_UPLOAD_MAX_BYTES
          ? t('images.tooBig')
          : !ACCEPT.split(',').includes(file.type)
            ? t('images.wrongType')
            : null;
      if (early) {
        setUploads((list) => [
          ...list,
          { id, name: file.name, progress: 0, state: 'failed', message: early },
        ]);
        continue;
      }
      const handle = uploadImageFile(file, details, (fraction) => update(id, { progress: fraction }));
      setUploads((list) => [
        ...list,
        { id, name: file.name, progress: 0, state: 'sending', cancel: handle.cancel },
      ]);
      handle.done.then(
        (result) => {
          const refused = result.refused[0];
          update(
            id,
            refused ? { state: 'failed', message: refused.message } : { state: 'done', progress: 1 },
          );
          void queryClient.invalidateQueries({ queryKey: imageKeys.all });
        },
        (failure: unknown) => {
          if (failure instanceof DOMException && failure.name === 'AbortError') {
            update(id, { state: 'cancelled' });
            return;
          }
          update(id, {
            state: 'failed',
            message: failure instanceof ApiError ? failure.message : t('images.uploadFailed'),
          });
        },
      );
    }
  };

  return (
    <div className="space-y-6">
      <Card className="space-y-4 p-5">
        <h2 className="text-xl font-bold">{t('images.uploadTitle')}</h2>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field
            label={t('images.brandName')}
            hint={t('optional')}
            value={details.brandName}
            maxLength={80}
            onChange={(event) => setDetails({ ...details, brandName: event.target.value })}
          />
          <Field
            label={t('images.deviceModel')}
            hint={t('optional')}
            value={details.deviceModel}
            maxLength={100}
            onChange={(event) => setDetails({ ...details, deviceModel: event.target.value })}
          />
          <Field
            label={t('images.description')}
            hint={t('optional')}
            value={details.description}
            maxLength={500}
            onChange={(event) => setDetails({ ...details, description: event.target.value })}
          />
        </div>
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            start([...event.dataTransfer.files]);
          }}
          className={cn(
            'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-8 text-center',
            dragging ? 'border-primary bg-primary/10' : 'border-input-border',
          )}
        >
          <ImageUp className="size-10 text-primary" aria-hidden="true" />
          <p className="font-semibold">{t('images.drop')}</p>
          <p className="text-sm text-muted-foreground">
            {t('images.rules', { max: MAX_ADMIN_UPLOAD_FILES })}
          </p>
          <Button onClick={() => input.current?.click()}>{t('images.pick')}</Button>
          <input
            ref={input}
            type="file"
            multiple
            accept={ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label={t('images.pick')}
            onChange={(event) => {
              start([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
        </div>
        {uploads.length > 0 ? (
          <ul className="space-y-2" aria-label={t('images.progressLabel')}>
            {uploads.map((upload) => (
              <li key={upload.id} className="rounded-lg border border-border p-3">
                <div className="flex items-center justify-between gap-3">
                  <span className="truncate font-medium">{upload.name}</span>
                  {upload.state === 'sending' ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => upload.cancel?.()}
                      aria-label={t('images.cancelName', { name: upload.name })}
                    >
                      <X className="size-4" aria-hidden="true" />
                      {t('cancel')}
                    </Button>
                  ) : (
                    <span
                      className={cn(
                        'text-sm font-semibold',
                        upload.state === 'done'
                          ? 'text-success'
                          : upload.state === 'failed'
                            ? 'text-danger'
                            : 'text-muted-foreground',
                      )}
                    >
                      {t(`images.states.${upload.state}`)}
                    </span>
                  )}
                </div>
                <progress
                  className="mt-2 h-2 w-full accent-primary"
                  max={1}
                  value={upload.progress}
                  aria-label={t('images.progressOf', { name: upload.name })}
                />
                {upload.message ? (
                  <p role="alert" className="mt-1 text-sm text-danger">
                    {upload.message}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </Card>
      <section aria-labelledby="uploaded-images" className="space-y-3">
        <h2 id="uploaded-images" className="text-xl font-bold">
          {t('images.listTitle')}
        </h2>
        {images.isPending ? (
          <Spinner label={t('images.loading')} />
        ) : images.isError ? (
          <p role="alert" className="text-danger">
            {t('images.loadFailed')}
          </p>
        ) : images.data.length === 0 ? (
          <Card className="p-6 text-muted-foreground">{t('images.empty')}</Card>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {images.data.map((image) => (
              <ImageCard key={image.id} image={image} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function ImageCard({ image }: { image: AdminImageRow }) {
  const { t } = useTranslation('adminCatalogue');
  const devices = useAdminDevices();
  const brands = useAdminBrands();
  const use = useUseImage();
  const remove = useDeleteImage();
  const [target, setTarget] = useState('');
  const [confirming, setConfirming] = useState(false);
  const failure = (text: string) => (error: unknown) =>
    toast.error(text, { id: 'image', description: refusalText(error) });
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
            {image.usedBy.length > 0
              ? t('images.usedBy', { list: image.usedBy.join(', ') })
              : t('images.unused')}
          </p>
        </div>
        <div className="mt-auto space-y-2">
          <SelectField
            label={t('images.useFor')}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          >
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
        </div>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('deleteTitle', { name: image.imageName })}
          description={t('deleteText')}
          confirmLabel={t('delete')}
          cancelLabel={t('cancel')}
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate(image.id, {
              onSuccess: () => {
                setConfirming(false);
                toast.success(t('deleted', { name: image.imageName }), { id: 'image' });
              },
              onError: (error) => {
                setConfirming(false);
                failure(t('images.deleteFailed'))(error);
              },
            })
          }
        />
      </Card>
    </li>
  );
}
