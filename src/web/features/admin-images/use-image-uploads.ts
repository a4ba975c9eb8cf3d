import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { IMAGE_UPLOAD_MAX_BYTES, MAX_ADMIN_UPLOAD_FILES } from '@shared/schemas/admin-catalogue';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { imageKeys } from './api';
import { uploadImageFile } from './upload-request';

export const ACCEPT = 'image/jpeg,image/png,image/webp';

export interface Upload {
  id: string;
  name: string;
  progress: number;
  state: 'sending' | 'done' | 'failed' | 'cancelled';
  message?: string;
  cancel?: () => void;
}

// A type, not an interface: the upload request takes it as a record of texts.
export type UploadDetails = {
  brandName: string;
  deviceModel: string;
  description: string;
};

/** The files being sent, each with its progress, and `start` for the files the admin dropped or picked. */
export function useImageUploads(details: UploadDetails) {
  const { t } = useTranslation('adminCatalogue');
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<Upload[]>([]);

  const update = (id: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)));

  const send = (file: File, id: string) => {
    const handle = uploadImageFile(file, details, (fraction) => update(id, { progress: fraction }));
    setUploads((list) => [
      ...list,
      { id, name: file.name, progress: 0, state: 'sending', cancel: handle.cancel },
    ]);
    handle.done.then(
      (result) => {
        const refused = result.refused[0];
        update(id, refused ? { state: 'failed', message: refused.message } : { state: 'done', progress: 1 });
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
  };

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
      send(file, id);
    }
  };

  return { uploads, start };
}
