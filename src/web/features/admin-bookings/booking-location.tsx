import { MapPin } from 'lucide-react';
import type { AdminBookingDetail } from '@shared/contracts/admin-bookings';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/use-translation';
import { formatServiceAddress } from '../../entities/booking/booking-format';
import { LocationPreview } from './map/location-preview';

/** Where the visit is: a small map, a link to OpenStreetMap, and the way to the desk's own map. */
export function BookingLocation({
  booking,
  onShowOnMap,
}: {
  booking: AdminBookingDetail['booking'];
  onShowOnMap?: ((id: string) => void) | undefined;
}) {
  const { t } = useTranslation('admin');
  const located = booking.lat !== null && booking.lng !== null;
  return (
    <section aria-labelledby="admin-booking-location">
      <h3 id="admin-booking-location" className="text-lg font-bold">
        {t('details.location')}
      </h3>
      {located ? (
        <>
          <LocationPreview
            lat={booking.lat!}
            lng={booking.lng!}
            status={booking.status}
            label={`${t('details.location')}: ${formatServiceAddress(booking)}`}
          />
          <div className="mt-2 flex flex-wrap gap-2">
            <a
              className="inline-flex min-h-11 items-center gap-1 font-semibold text-primary underline"
              href={`https://www.openstreetmap.org/?mlat=${booking.lat}&mlon=${booking.lng}#map=17/${booking.lat}/${booking.lng}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              <MapPin className="size-4" aria-hidden="true" />
              {t('details.openMap')}
            </a>
            {onShowOnMap ? (
              <Button variant="ghost" size="sm" onClick={() => onShowOnMap(booking.id)}>
                {t('map.showOnMap')}
              </Button>
            ) : null}
          </div>
        </>
      ) : (
        <p className="mt-1 text-muted-foreground">{t('details.noLocation')}</p>
      )}
    </section>
  );
}
