import { MapPin } from 'lucide-react';
import { useId } from 'react';
import type { Ref } from 'react';
import type { MapAddress } from '@shared/geocode-types';
import type { MapPickerText } from './map-picker-strings';
import type { MapPoint } from './map-picker-types';

export type Selection =
  | { kind: 'none' }
  | { kind: 'looking'; point: MapPoint }
  | { kind: 'found'; place: MapAddress }
  | { kind: 'failed'; point: MapPoint };

/**
 * The 'Selected Location' box: what the booking will use, read out when it changes. It can take
 * focus, so that choosing a search result (whose list then closes) leaves focus somewhere sensible.
 */
export function SelectedLocation({
  t,
  selection,
  ref,
}: {
  t: MapPickerText;
  selection: Selection;
  ref?: Ref<HTMLDivElement>;
}) {
  const id = useId();
  const coordinates = (point: MapPoint) =>
    t('coordinates', { lat: point.lat.toFixed(5), lng: point.lng.toFixed(5) });
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-labelledby={id}
      data-testid="selected-location"
      className="rounded-xl border-2 border-border bg-muted p-4"
    >
      <p id={id} className="flex items-center gap-2 font-semibold">
        <MapPin className="size-5 text-primary" aria-hidden="true" />
        {t('selectedLocation')}
      </p>
      <div aria-live="polite" className="mt-2 space-y-1">
        {selection.kind === 'none' ? <p className="text-muted-foreground">{t('nothingSelected')}</p> : null}
        {selection.kind === 'looking' ? (
          <>
            <p className="text-muted-foreground">{t('findingAddress')}</p>
            <p className="text-sm text-muted-foreground">{coordinates(selection.point)}</p>
          </>
        ) : null}
        {selection.kind === 'found' ? (
          <>
            <p className="font-medium">{selection.place.address}</p>
            <p>
              {[selection.place.city, selection.place.state, selection.place.pincode]
                .filter(Boolean)
                .join(', ')}
            </p>
            <p className="text-sm text-muted-foreground">{coordinates(selection.place)}</p>
          </>
        ) : null}
        {selection.kind === 'failed' ? (
          <>
            <p role="alert" className="font-medium text-danger">
              {t('addressFailed')}
            </p>
            <p>{t('typeAddress')}</p>
            <p className="text-sm text-muted-foreground">{coordinates(selection.point)}</p>
          </>
        ) : null}
      </div>
    </div>
  );
}
