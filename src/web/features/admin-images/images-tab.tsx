import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { useAdminImages } from './api';
import { ImageCard } from './image-card';
import { UploadDropZone } from './upload-drop-zone';
import { UploadList } from './upload-list';
import { useImageUploads } from './use-image-uploads';
import type { UploadDetails } from './use-image-uploads';

/**
 * Image Uploads (SPEC section 2): drop or pick up to 10 images of at most 5 MB; each shows its real
 * progress and can be cancelled. The list shows every catalogue image with what it is for, and puts
 * one on a device or a brand, or deletes it.
 */
export function ImagesTab() {
  const { t } = useTranslation('adminCatalogue');
  const [details, setDetails] = useState<UploadDetails>({ brandName: '', deviceModel: '', description: '' });
  const { uploads, start } = useImageUploads(details);
  return (
    <div className="space-y-6">
      <Card className="space-y-4 p-5">
        <h2 className="text-xl font-bold">{t('images.uploadTitle')}</h2>
        <UploadDetailsFields details={details} onChange={setDetails} />
        <UploadDropZone onFiles={start} />
        <UploadList uploads={uploads} />
      </Card>
      <UploadedImages />
    </div>
  );
}

/** What every image of the next upload is of: written onto each, all optional. */
function UploadDetailsFields({
  details,
  onChange,
}: {
  details: UploadDetails;
  onChange: (details: UploadDetails) => void;
}) {
  const { t } = useTranslation('adminCatalogue');
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field
        label={t('images.brandName')}
        hint={t('optional')}
        value={details.brandName}
        maxLength={80}
        onChange={(event) => onChange({ ...details, brandName: event.target.value })}
      />
      <Field
        label={t('images.deviceModel')}
        hint={t('optional')}
        value={details.deviceModel}
        maxLength={100}
        onChange={(event) => onChange({ ...details, deviceModel: event.target.value })}
      />
      <Field
        label={t('images.description')}
        hint={t('optional')}
        value={details.description}
        maxLength={500}
        onChange={(event) => onChange({ ...details, description: event.target.value })}
      />
    </div>
  );
}

function UploadedImages() {
  const { t } = useTranslation('adminCatalogue');
  const images = useAdminImages();
  return (
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
  );
}
