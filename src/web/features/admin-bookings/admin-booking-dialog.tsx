import { formatPhone } from '@shared/format';
import { List, MapPin, Phone, Trash2, UserCog } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { formatTimeWindow } from '@shared/booking-time';
import type { AdminBookingDetail, BookingEventView } from '@shared/contracts/admin-bookings';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { isErrorCode, refusalText } from '../../lib/error-text';
import { toast } from '../../lib/toast';
import {
  formatMoment,
  formatPreferredDate,
  formatServiceAddress,
  formatVisitSlot,
} from '../../entities/booking/booking-format';
import { BookingSummary } from '../../entities/booking/booking-summary';
import { FactList } from '../../entities/booking/fact-list';
import { DeviceName } from '../../entities/booking/device-name';
import { StatusBadge } from '../../entities/booking/status-badge';
import { useAdminBooking, useDeleteBooking, useResetStartCode } from './api';
import { LocationPreview } from './map/location-preview';
import { AssignTechnicianDialog } from './assign-technician-dialog';
import { StatusChangeForm } from './status-change-form';
import { TrackingLinkButton } from './tracking-link-button';

interface AdminBookingDialogProps {
  /** The booking to show; null when closed. */
  bookingId: string | null;
  onClose: () => void;
  /** Offered where a list of bookings sits beside a map: jump between them without a reload. */
  onShowInList?: (bookingId: string) => void;
  onShowOnMap?: (id: string) => void;
}

/** Everything about one booking for the desk: what the customer entered, its history and its actions. */
export function AdminBookingDialog({ bookingId, ...rest }: AdminBookingDialogProps) {
  if (!bookingId) return null;
  return <OpenDialog key={bookingId} id={bookingId} {...rest} />;
}

function OpenDialog({
  id,
  onClose,
  onShowInList,
  onShowOnMap,
}: Omit<AdminBookingDialogProps, 'bookingId'> & { id: string }) {
  const { t } = useTranslation(['admin', 'common']);
  const detail = useAdminBooking(id);
  const booking = detail.data?.booking;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('details.title')}
      description={
        booking ? (
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-mono">{booking.bookingId}</span>
            <StatusBadge status={booking.status} />
          </span>
        ) : undefined
      }
      closeLabel={t('common:close')}
    >
      {detail.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : detail.isError || !booking ? (
        <p role="alert" className="font-medium text-danger">
          {t('details.loadFailed')}
        </p>
      ) : (
        <BookingBody
          detail={detail.data}
          onClose={onClose}
          onShowInList={onShowInList}
          onShowOnMap={onShowOnMap}
        />
      )}
    </Dialog>
  );
}

function BookingBody({
  detail: { booking, events },
  onClose,
  onShowInList,
  onShowOnMap,
}: {
  detail: AdminBookingDetail;
  onClose: () => void;
  onShowInList?: ((bookingId: string) => void) | undefined;
  onShowOnMap?: ((id: string) => void) | undefined;
}) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const [assigning, setAssigning] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteBooking();
  const assignable = booking.status === 'pending' || booking.status === 'confirmed';

  function confirmDelete() {
    remove.mutate(booking.id, {
      onSuccess: () => {
        toast.success(t('delete.deleted'), { id: 'booking-delete' });
        setDeleting(false);
        onClose();
      },
      onError: (failure) => {
        setDeleting(false);
        toast.error(isErrorCode(failure, 'NOT_FOUND') ? t('delete.notFound') : t('delete.failed'), {
          id: 'booking-delete',
          description: refusalText(failure),
        });
      },
    });
  }

  const located = booking.lat !== null && booking.lng !== null;
  return (
    <div className="space-y-6">
      <FactList
        facts={[
          { label: t('details.customer'), value: booking.name },
          {
            label: t('details.phone'),
            value: (
              <a
                className="inline-flex items-center gap-1 text-primary underline"
                href={`tel:${booking.phone}`}
              >
                <Phone className="size-4" aria-hidden="true" />
                {formatPhone(booking.phone)}
              </a>
            ),
          },
          {
            label: t('details.email'),
            value: (
              <a className="text-primary underline" href={`mailto:${booking.email}`}>
                {booking.email}
              </a>
            ),
          },
          { label: t('details.address'), value: formatServiceAddress(booking) },
          {
            label: t('details.device'),
            value: <DeviceName model={booking.deviceModel} unlisted={booking.deviceUnlisted} />,
          },
          ...(booking.problem ? [{ label: t('details.problem'), value: booking.problem }] : []),
          {
            label: t('details.preferred'),
            value: booking.preferredDate
              ? `${formatPreferredDate(booking.preferredDate, i18n.language)}${
                  booking.preferredTime ? `, ${formatTimeWindow(booking.preferredTime, i18n.language)}` : ''
                }`
              : t('details.noPreference'),
          },
          { label: t('details.made'), value: formatMoment(booking.createdAt, i18n.language) },
          {
            label: t('details.referral'),
            value: booking.referralCode
              ? t('details.referralCode', {
                  code: booking.referralCode,
                  amount: Math.round(booking.referralDiscount / 100),
                })
              : t('details.noReferral'),
          },
          {
            label: t('details.technician'),
            value: booking.technicianName
              ? `${booking.technicianName}${booking.technicianPhone ? ` · ${formatPhone(booking.technicianPhone)}` : ''}`
              : t('details.noTechnician'),
          },
          ...(booking.cancelledReason
            ? [
                {
                  label: t('details.cancelled'),
                  value: `${booking.cancelledReason}${booking.cancelledAt ? ` (${formatMoment(booking.cancelledAt, i18n.language)})` : ''}`,
                },
              ]
            : []),
        ]}
      />

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

      <BookingSummary
        services={booking.selectedServicesDetails}
        referralDiscount={booking.referralDiscount}
        referralCode={booking.referralCode}
        totalPrice={booking.totalPrice}
        headingLevel="h3"
      />

      <section aria-labelledby="admin-booking-actions" className="space-y-4 rounded-xl bg-muted p-4">
        <h3 id="admin-booking-actions" className="sr-only">
          {t('statusChange.title')}
        </h3>
        <div className="flex flex-wrap gap-2">
          {assignable ? (
            <Button onClick={() => setAssigning(true)}>
              <UserCog className="size-5" aria-hidden="true" />
              {booking.technicianId ? t('assign.reassign') : t('assign.open')}
            </Button>
          ) : null}
          {onShowInList ? (
            <Button variant="outline" onClick={() => onShowInList(booking.bookingId)}>
              <List className="size-5" aria-hidden="true" />
              {t('details.showInList')}
            </Button>
          ) : null}
          <TrackingLinkButton id={booking.id} bookingId={booking.bookingId} name={booking.name} />
          <Button variant="ghost" className="text-danger" onClick={() => setDeleting(true)}>
            <Trash2 className="size-5" aria-hidden="true" />
            {t('delete.open')}
          </Button>
        </div>
        {booking.startCodeLocked ? <StartCodeUnlock id={booking.id} /> : null}
        <StatusChangeForm id={booking.id} bookingId={booking.bookingId} current={booking.status} />
      </section>

      <BookingHistory events={events} />

      {assigning ? <AssignTechnicianDialog booking={booking} open onOpenChange={setAssigning} /> : null}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('delete.title')}
        description={t('delete.text', { id: booking.bookingId, name: booking.name })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('confirm.cancel')}
        busy={remove.isPending}
        busyLabel={t('delete.deleting')}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

/** Five wrong start codes locked the job: after a call with the customer, the admin lets the technician try again. */
function StartCodeUnlock({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const reset = useResetStartCode();
  return (
    <div role="status" className="space-y-2 rounded-lg border-2 border-accent p-3">
      <p className="font-semibold">{t('startCode.locked')}</p>
      <Button
        variant="outline"
        size="sm"
        disabled={reset.isPending}
        onClick={() =>
          reset.mutate(id, {
            onSuccess: () => toast.success(t('startCode.unlocked'), { id: 'start-code' }),
            onError: (failure) =>
              toast.error(t('startCode.failed'), { id: 'start-code', description: refusalText(failure) }),
          })
        }
      >
        {t('startCode.unlock')}
      </Button>
    </div>
  );
}

/** Who changed what and when, oldest first, from booking_events. */
function BookingHistory({ events }: { events: readonly BookingEventView[] }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <section aria-labelledby="admin-booking-history">
      <h3 id="admin-booking-history" className="text-lg font-bold">
        {t('details.history')}
      </h3>
      {events.length === 0 ? (
        <p className="mt-1 text-muted-foreground">{t('details.noHistory')}</p>
      ) : (
        <ol className="mt-2 space-y-3 border-l-2 border-border pl-4">
          {events.map((event) => {
            const who =
              event.actorName ??
              (isActorRole(event.actorRole) ? t(`details.roles.${event.actorRole}`) : event.actorRole);
            return (
              <li key={event.id}>
                <p className="font-semibold">
                  {event.kind === 'rescheduled' && event.details
                    ? t('details.moved', {
                        from: event.details.fromDate
                          ? formatVisitSlot(event.details.fromDate, event.details.fromTime, i18n.language)
                          : t('details.noPreference'),
                        to: formatVisitSlot(event.details.toDate, event.details.toTime, i18n.language),
                      })
                    : event.fromStatus
                      ? t('details.historyItem', {
                          from: t(`status.${event.fromStatus}`),
                          to: t(`status.${event.toStatus}`),
                        })
                      : `${t('details.created')}: ${t(`status.${event.toStatus}`)}`}
                </p>
                <p className="text-sm text-muted-foreground">
                  {formatMoment(event.createdAt, i18n.language)} · {t('details.by', { who })}
                </p>
                {event.reason ? <p className="text-sm">{event.reason}</p> : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

const actorRoles = ['customer', 'guest', 'admin', 'technician', 'system'] as const;
const isActorRole = (role: string): role is (typeof actorRoles)[number] =>
  (actorRoles as readonly string[]).includes(role);
