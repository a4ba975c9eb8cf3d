import { X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';
import type { Upload } from './use-image-uploads';

/** Each file sent in this visit: its progress, a cancel while it goes, then how it ended. */
export function UploadList({ uploads }: { uploads: readonly Upload[] }) {
  const { t } = useTranslation('adminCatalogue');
  if (uploads.length === 0) return null;
  return (
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
              <span className={cn('text-sm font-semibold', stateColour[upload.state])}>
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
  );
}

const stateColour: Record<Exclude<Upload['state'], 'sending'>, string> = {
  done: 'text-success',
  failed: 'text-danger',
  cancelled: 'text-muted-foreground',
};
