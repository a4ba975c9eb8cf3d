import { List, Trash2, UserCog } from 'lucide-react';
import { useState } from 'react';
import type { AdminBookingDetail } from '@shared/contracts/admin-bookings';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { isErrorCode, refusalText } from '../../lib/error-text';
import { toast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { useDeleteBooking, useResetStartCode } from './api';
import { AssignTechnicianDialog } from './assign-technician-dialog';
import { StatusChangeForm } from './status-change-form';
import { TrackingLinkButton } from './tracking-link-button';

interface BookingActionsProps {
  booking: AdminBookingDetail['booking'];
  onClose: () => void;
  onShowInList?: ((bookingId: string) => void) | undefined;
}

/** What the desk can do to a booking: assign, find it in the list, send its link, delete, move its status. */
export function BookingActions({ booking, onClose, onShowInList }: BookingActionsProps) {
  const { t } = useTranslation('admin');
  const [assigning, setAssigning] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const assignable = booking.status === 'pending' || booking.status === 'confirmed';
  return (
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
      {assigning ? <AssignTechnicianDialog booking={booking} open onOpenChange={setAssigning} /> : null}
      <DeleteBookingDialog booking={booking} open={deleting} onOpenChange={setDeleting} onDeleted={onClose} />
    </section>
  );
}

function DeleteBookingDialog({
  booking,
  open,
  onOpenChange,
  onDeleted,
}: {
  booking: AdminBookingDetail['booking'];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('admin');
  const remove = useDeleteBooking();
  function confirmDelete() {
    remove.mutate(booking.id, {
      onSuccess: () => {
        toast.success(t('delete.deleted'), { id: 'booking-delete' });
        onOpenChange(false);
        onDeleted();
      },
      onError: (failure) => {
        onOpenChange(false);
        toast.error(isErrorCode(failure, 'NOT_FOUND') ? t('delete.notFound') : t('delete.failed'), {
          id: 'booking-delete',
          description: refusalText(failure),
        });
      },
    });
  }
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('delete.title')}
      description={t('delete.text', { id: booking.bookingId, name: booking.name })}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('confirm.cancel')}
      busy={remove.isPending}
      busyLabel={t('delete.deleting')}
      onConfirm={confirmDelete}
    />
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
