import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { Tabs } from '../../../components/ui/tabs';
import { useLiveDesk } from '../api';
import { AdminBookingDialog } from '../bookings/admin-booking-dialog';
import { DeviceManagementTab } from '../catalogue/device-management-tab';
import { ImagesTab } from '../catalogue/images-tab';
import { BookingsTab } from '../bookings/bookings-tab';
import { ContactTab } from '../contact/contact-tab';
import { BookingsMap } from '../map/bookings-map';
import type { MapFocus } from '../map/bookings-map';
import { OverviewTab } from '../overview/overview-tab';
import { ReferralsTab } from '../referrals/referrals-tab';
import { TechniciansTab } from '../technicians/technicians-tab';
import { useDeskTab } from '../use-desk-tab';
import { scrollBehavior } from '../../../lib/motion';

export type DeskTabKey =
  'overview' | 'bookings' | 'referrals' | 'technicians' | 'devices' | 'contact' | 'images';

interface AdminDeskProps {
  /** The tabs in order, each with its label in this dashboard (SPEC section 2 names them per page). */
  tabs: readonly { key: DeskTabKey; label: string }[];
  /** /users_location: the bookings map sits above the tabs. */
  withMap?: boolean;
}

/**
 * The admin desk shared by /admin/content and /users_location: the same tab components in both, the
 * open tab kept in the address, one booking details dialog for the map, the lists and the overview.
 */
export function AdminDesk({ tabs, withMap = false }: AdminDeskProps) {
  const { t } = useTranslation('admin');
  const keys = tabs.map((tab) => tab.key);
  const [tab, setTab] = useDeskTab(keys, keys[0] ?? 'bookings');
  useLiveDesk();
  const [params] = useSearchParams();
  const [openBooking, setOpenBooking] = useState<string | null>(null);
  const [mapFocus, setMapFocus] = useState<MapFocus | null>(null);
  const mapRef = useRef<HTMLDivElement>(null);

  const showInList = (bookingId: string) => {
    setOpenBooking(null);
    setTab('bookings', { q: bookingId });
  };
  const showOnMap = (id: string) => {
    setOpenBooking(null);
    setMapFocus({ id, asked: Date.now() });
    mapRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  };

  const content: Record<DeskTabKey, () => React.ReactNode> = {
    overview: () => <OverviewTab onOpen={setOpenBooking} />,
    bookings: () => <BookingsTab onOpen={setOpenBooking} initialSearch={params.get('q') ?? undefined} />,
    referrals: () => <ReferralsTab onOpenBooking={setOpenBooking} />,
    technicians: () => <TechniciansTab />,
    devices: () => <DeviceManagementTab />,
    contact: () => <ContactTab />,
    images: () => <ImagesTab />,
  };

  return (
    <div className="space-y-6">
      {withMap ? (
        <div ref={mapRef} className="scroll-mt-24">
          <BookingsMap onOpen={setOpenBooking} focus={mapFocus} />
        </div>
      ) : null}
      <Tabs
        value={tab}
        onValueChange={(next) => setTab(next)}
        label={t('tabsLabel')}
        scrollable
        keepMounted={false}
        tabs={tabs.map(({ key, label }) => ({
          value: key,
          label,
          content: key === tab ? content[key]() : null,
        }))}
      />
      <AdminBookingDialog
        bookingId={openBooking}
        onClose={() => setOpenBooking(null)}
        onShowInList={withMap || keys.includes('bookings') ? showInList : undefined}
        onShowOnMap={withMap ? showOnMap : undefined}
      />
    </div>
  );
}
