import { Camera, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { ChangeEvent } from 'react';
import type { TechnicianJob } from '@shared/contracts/people';
import type { PhotoStage } from '@shared/schemas/booking-photo';
import { BOOKING_PHOTOS_MAX, isPhotoMomentOpen } from '@shared/schemas/booking-photo';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PhotoGallery } from '../../../entities/booking/booking-photos';
import { cn } from '../../../lib/cn';
import { failureText } from '../../../lib/error-text';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/use-translation';
import { useAddPhoto, useDeletePhoto, useJobPhotos } from '../api';

/**
 * Photos of the device on the job card (decision 058): before the work, from the visit's day, and
 * after it, until the customer signs off; each taken with the phone's camera and sent made small.
 */
export function JobPhotos({ job }: { job: TechnicianJob }) {
  const { t } = useTranslation('technicianJobs');
  const now = new Date();
  const moment = { status: job.status, preferredDate: job.preferredDate, signedOff: job.signedOff !== null };
  const open = {
    before: isPhotoMomentOpen(moment, 'before', now),
    after: isPhotoMomentOpen(moment, 'after', now),
  };
  const working = open.before || open.after;
  // A closed job's photos are asked for when the technician opens them: the board lists every job
  // they ever did, and would otherwise ask for each one's photos.
  const [opened, setOpened] = useState(false);
  const list = useJobPhotos(job.id, working || opened);
  const add = useAddPhoto();
  if (!working) {
    if (job.status !== 'completed') return null;
    return (
      <details
        className="rounded-lg border border-border p-3"
        onToggle={(event) => setOpened(event.currentTarget.open)}
      >
        <summary className="min-h-8 cursor-pointer font-semibold">{t('photos.title')}</summary>
        {list.data && list.data.photos.length === 0 ? (
          <p className="mt-2 text-muted-foreground">{t('photos.none')}</p>
        ) : (
          <PhotoGallery
            photos={list.data?.photos ?? []}
            onStale={() => void list.refetch()}
            headingLevel="h4"
            className="mt-2"
          />
        )}
      </details>
    );
  }
  const photos = list.data?.photos ?? [];
  const full = photos.length >= BOOKING_PHOTOS_MAX;

  const take = (stage: PhotoStage) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same picture may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    add.mutate(
      { id: job.id, stage, file },
      {
        onSuccess: () => toast.success(t('photos.added'), { id: 'job-photo' }),
        onError: (failure) =>
          toast.error(t('photos.failed'), {
            id: 'job-photo',
            description: failureText(failure, t('photos.failed')),
          }),
      },
    );
  };
  const deleteButton = (photo: { id: string; stage: PhotoStage }, label: string) =>
    open[photo.stage] ? <DeletePhotoButton jobId={job.id} photoId={photo.id} label={label} /> : null;

  return (
    <div className="space-y-2" data-testid="job-photos">
      <PhotoGallery photos={photos} onStale={() => void list.refetch()} actionFor={deleteButton} />
      {open.before || open.after ? (
        <>
          {photos.length === 0 ? <p className="text-sm text-muted-foreground">{t('photos.hint')}</p> : null}
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {add.isPending
              ? t('photos.sending', { percent: Math.round((add.progress ?? 0) * 100) })
              : full
                ? t('photos.full', { max: BOOKING_PHOTOS_MAX })
                : t('photos.count', { count: photos.length, max: BOOKING_PHOTOS_MAX })}
          </p>
          {(['before', 'after'] as const).map((stage) =>
            open[stage] && !full ? (
              <TakePhotoButton key={stage} stage={stage} busy={add.isPending} onFile={take(stage)} />
            ) : null,
          )}
        </>
      ) : null}
    </div>
  );
}

/** A button that opens the phone's camera (a file input behind its label). */
function TakePhotoButton({
  stage,
  busy,
  onFile,
}: {
  stage: PhotoStage;
  busy: boolean;
  onFile: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const { t } = useTranslation('technicianJobs');
  return (
    <label
      className={cn(
        buttonClasses('outline', 'lg', 'w-full cursor-pointer'),
        'focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-ring',
        busy && 'pointer-events-none opacity-60',
      )}
    >
      <Camera className="size-5" aria-hidden="true" />
      {stage === 'before' ? t('photos.addBefore') : t('photos.addAfter')}
      <input
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        disabled={busy}
        onChange={onFile}
        data-testid={`photo-input-${stage}`}
      />
    </label>
  );
}

function DeletePhotoButton({ jobId, photoId, label }: { jobId: string; photoId: string; label: string }) {
  const { t } = useTranslation('technicianJobs');
  const remove = useDeletePhoto();
  return (
    <Button
      size="sm"
      variant="ghost"
      className="w-full"
      aria-label={t('photos.deleteLabel', { photo: label })}
      disabled={remove.isPending}
      onClick={() =>
        remove.mutate(
          { id: jobId, photoId },
          {
            onSuccess: () => toast.success(t('photos.deleted'), { id: 'job-photo' }),
            onError: (failure) =>
              toast.error(t('photos.deleteFailed'), {
                id: 'job-photo',
                description: failureText(failure, t('photos.deleteFailed')),
              }),
          },
        )
      }
    >
      <Trash2 className="size-4" aria-hidden="true" />
      {t('photos.delete')}
    </Button>
  );
}
