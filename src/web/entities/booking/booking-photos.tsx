import { useQuery } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import type { BookingPhoto, BookingPhotos } from '@shared/contracts/door';
import { formatDateTime } from '@shared/format';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';

// The photos of the device from the door (decision 058), as the customer, the technician and the
// admins see them. Their addresses work for a few minutes only: the list is asked for again a minute
// before they stop, and at once when a picture fails to load (a phone that slept past them).

const stages = ['before', 'after'] as const;

/** A booking's photos, asked for again before their addresses expire. */
export function usePhotoList(
  queryKey: QueryKey,
  queryFn: (context: { signal: AbortSignal }) => Promise<BookingPhotos>,
  enabled = true,
) {
  return useQuery({
    queryKey,
    queryFn,
    enabled,
    refetchInterval: (query) => {
      const expiresAt = query.state.data?.expiresAt;
      return expiresAt ? Math.max(30_000, Date.parse(expiresAt) - Date.now() - 60_000) : false;
    },
    refetchOnWindowFocus: true,
  });
}

/** Statuses whose booking may hold photos: from the visit's day (confirmed) on. */
const withPhotos = new Set([
  'confirmed',
  'in_progress',
  'at_workshop',
  'waiting_for_parts',
  'ready_for_return',
  'completed',
]);

/**
 * A booking's photos for those who only look at them (the customer, the admins): asked for once the
 * booking may hold some, and nothing on screen while it holds none.
 */
export function BookingPhotoList({
  queryKey,
  queryFn,
  status,
  headingLevel,
  className,
}: {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<BookingPhotos>;
  status: string;
  headingLevel?: PhotoGalleryProps['headingLevel'];
  className?: string;
}) {
  const list = usePhotoList(queryKey, queryFn, withPhotos.has(status));
  return (
    <PhotoGallery
      photos={list.data?.photos ?? []}
      onStale={() => void list.refetch()}
      {...(headingLevel ? { headingLevel } : {})}
      {...(className ? { className } : {})}
    />
  );
}

interface PhotoGalleryProps {
  photos: BookingPhoto[];
  /** Asks for fresh addresses: a picture whose address has expired failed to load. */
  onStale: () => void;
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Beside each picture: the technician's delete button. */
  actionFor?: (photo: BookingPhoto, label: string) => ReactNode;
  className?: string;
}

/** 'Before the repair' and 'After the repair', each a row of thumbnails that open full size. */
export function PhotoGallery({
  photos,
  onStale,
  headingLevel = 'h3',
  actionFor,
  className,
}: PhotoGalleryProps) {
  const { t, i18n } = useTranslation('account');
  // One new list per failed address: a picture that is really gone does not ask again and again.
  const askedFor = useRef(new Set<string>());
  if (photos.length === 0) return null;
  const Heading = headingLevel;
  const SubHeading = headingLevel === 'h2' ? 'h3' : 'h4';
  return (
    <section className={cn('space-y-2', className)} data-testid="booking-photos">
      <Heading className="text-lg font-bold">{t('photos.title')}</Heading>
      {stages.map((stage) => {
        const ofStage = photos.filter((photo) => photo.stage === stage);
        if (ofStage.length === 0) return null;
        return (
          <div key={stage}>
            <SubHeading className="font-semibold">{t(`photos.${stage}`)}</SubHeading>
            <ul className="mt-1 grid grid-cols-3 gap-2">
              {ofStage.map((photo, index) => {
                const label = t('photos.label', {
                  number: index + 1,
                  stage: t(`photos.${stage}`),
                  time: formatDateTime(new Date(photo.takenAt), i18n.language, { timeStyle: 'short' }),
                });
                return (
                  <li key={photo.id} className="space-y-1">
                    <a
                      href={photo.url}
                      target="_blank"
                      rel="noreferrer"
                      className="block overflow-hidden rounded-lg border border-border focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
                    >
                      <img
                        src={photo.thumbUrl}
                        alt={label}
                        width={photo.width}
                        height={photo.height}
                        loading="lazy"
                        decoding="async"
                        className="aspect-square w-full bg-muted object-cover"
                        onError={() => {
                          if (askedFor.current.has(photo.thumbUrl)) return;
                          askedFor.current.add(photo.thumbUrl);
                          onStale();
                        }}
                      />
                    </a>
                    {actionFor?.(photo, label)}
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
