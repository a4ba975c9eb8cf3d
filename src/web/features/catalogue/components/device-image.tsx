import { DEFAULT_DEVICE_IMAGE, thumbnailUrlOf } from '@shared/constants';

const TABLET_IMAGE = '/images/tablet-placeholder.svg';

interface DeviceImageProps {
  imageUrl: string | null;
  categoryName: string;
  name: string;
  size: number;
  className?: string;
  /** At the top of its page: loaded at once rather than when scrolled to. */
  priority?: boolean;
}

/**
 * The device's own image (its 400 px thumbnail when it was uploaded here: enough for the card and the
 * device page, and light on a phone's data), or the default picture of its kind.
 */
export function DeviceImage({
  imageUrl,
  categoryName,
  name,
  size,
  className,
  priority = false,
}: DeviceImageProps) {
  const fallback = categoryName === 'Tablets' ? TABLET_IMAGE : DEFAULT_DEVICE_IMAGE;
  return (
    <img
      src={imageUrl ? (thumbnailUrlOf(imageUrl) ?? imageUrl) : fallback}
      alt={name}
      width={size}
      height={size}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      // The default pictures are light tiles; dimmed in the dark theme so they do not glare.
      className={imageUrl ? className : `${className ?? ''} dark:brightness-75`}
    />
  );
}
