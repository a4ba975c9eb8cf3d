import { useState } from 'react';
import { toast } from '../../../lib/toast';
import type { MapPickerText } from './map-picker-strings';
import type { MapPoint } from './map-picker-types';

// The browser's position, as the spec asks: high accuracy, 10 s to answer, a minute-old fix is fine.

const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 };

export type LocateStatus = 'idle' | 'locating' | 'located';

/**
 * `locate()` asks for the position and hands it to `onLocated`. A failure's reason is kept in `error`,
 * to be shown next to the button (toasts vanish before some people have read them); its toast is the
 * title alone (decision 016).
 */
export function useCurrentLocation(t: MapPickerText, onLocated: (point: MapPoint) => void) {
  const [status, setStatus] = useState<LocateStatus>('idle');
  const [error, setError] = useState<string | null>(null);

  function fail(title: string, description: string, previous: LocateStatus) {
    toast.error(title, { id: 'location' });
    setError(description);
    setStatus(previous);
  }

  function locate() {
    if (status === 'locating') return;
    const previous = status;
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      fail(t('notSupportedTitle'), t('notSupported'), previous);
      return;
    }
    setStatus('locating');
    setError(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setStatus('located');
        onLocated({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      (failure) => fail(t('locationErrorTitle'), describeFailure(t, failure), previous),
      POSITION_OPTIONS,
    );
  }

  return { status, error, locate };
}

function describeFailure(t: MapPickerText, failure: GeolocationPositionError): string {
  switch (failure.code) {
    case failure.PERMISSION_DENIED:
      return t('denied');
    case failure.POSITION_UNAVAILABLE:
      return t('unavailable');
    case failure.TIMEOUT:
      return t('timeout');
    default:
      return t('otherError');
  }
}
