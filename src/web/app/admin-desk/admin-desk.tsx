import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { Tabs } from '../../components/ui/tabs';
import { AdminBookingDialog } from '../../features/admin-bookings/admin-booking-dialog';
import { BookingsTab } from '../../features/admin-bookings/bookings-tab';
import { BookingsMap } from '../../features/admin-bookings/map/bookings-map';
import type { MapFocus } from '../../features/admin-bookings/map/bookings-map';
import { DeviceManagementTab } from '../../features/admin-catalogue/device-management-tab';
import { ContactTab } from '../../features/admin-contact/contact-tab';
import { ImagesTab } from '../../features/admin-images/images-tab';
import { MoneyTab } from '../../features/admin-money/money-tab';
import { OverviewTab } from '../../features/admin-overview/overview-tab';
import { ReferralsTab } from '../../features/admin-referrals/referrals-tab';
import { ScheduleTab } from '../../features/admin-schedule/schedule-tab';
import { TechniciansTab } from '../../features/admin-technicians/technicians-tab';
import { scrollBehavior } from '../../lib/motion';
import { useDeskTab } from './use-desk-tab';
import { useLiveDesk } from './use-live-desk';

export type DeskTabKey =
  | 'overview'
  | 'bookings'
  | 'schedule'
  | 'money'
  | 'referrals'
  | 'technicians'
  | 'devices'
  | 'contact'
  | 'images';

interface AdminDeskProps {
  /** The tabs in order, each with its label in this dashboard (SPEC section 2 names them per page). */
  tabs: readonly { key: DeskTabKey; label: string }[];
  /** /users_location: the bookings map sits above the tabs. */
  withMap?: boolean;
}

/**
 * The admin desk shared by /admin/content and /users_location: the same tab components in both (one
 * admin feature each), the open tab kept in the address, one booking details dialog for the map, the
 * lists and the overview.
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
    schedule: () => <ScheduleTab onOpen={setOpenBooking} />,
    money: () => <MoneyTab />,
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
