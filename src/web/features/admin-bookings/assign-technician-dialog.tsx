import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { AdminBookingDetail } from '@shared/contracts/admin-bookings';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { refusalText } from '../../lib/error-text';
import { toast } from '../../lib/toast';
import { formatPreferredDate } from '../../entities/booking/booking-format';
import { useAdminTechnicians } from '../../entities/admin/technician-roster';
import { useAssignTechnician } from './api';
import { TechnicianPicker } from './technician-picker';

interface AssignTechnicianDialogProps {
  booking: AdminBookingDetail['booking'];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The spec's assignment dialog: every technician by name, with their status and today's jobs, one
 * picked. Inactive technicians are shown but cannot be picked (the server refuses them too).
 */
export function AssignTechnicianDialog({ booking, open, onOpenChange }: AssignTechnicianDialogProps) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const technicians = useAdminTechnicians(booking.preferredDate);
  const assign = useAssignTechnician();
  const [picked, setPicked] = useState<number | null>(booking.technicianId);
  const [error, setError] = useState<string | undefined>();
  const list = technicians.data?.technicians ?? [];

  function submit() {
    // The same technician again changes nothing on a confirmed booking; a pending one it confirms.
    if (picked === null || (picked === booking.technicianId && booking.status === 'confirmed')) {
      setError(t('assign.choose'));
      return;
    }
    setError(undefined);
    assign.mutate(
      { id: booking.id, technicianId: picked },
      {
        onSuccess: ({ booking: updated }) => {
          toast.success(t('assign.assigned'), {
            id: 'assign',
            description: t('assign.assignedText', {
              name: updated.technicianName ?? '',
              id: updated.bookingId,
            }),
          });
          onOpenChange(false);
        },
        onError: (failure) =>
          toast.error(t('assign.failed'), { id: 'assign', description: refusalText(failure) }),
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('assign.title')}
      description={t('assign.text', {
        id: booking.bookingId,
        date: booking.preferredDate ? formatPreferredDate(booking.preferredDate, i18n.language) : '—',
      })}
      closeLabel={t('common:close')}
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('confirm.cancel')}
          </Button>
          <Button onClick={submit} disabled={assign.isPending || list.length === 0}>
            {assign.isPending ? t('assign.assigning') : t('assign.assign')}
          </Button>
        </div>
      }
    >
      {technicians.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : technicians.isError ? (
        <p role="alert" className="text-danger">
          {t('assign.loadFailed')}
        </p>
      ) : list.length === 0 ? (
        <p className="text-muted-foreground">{t('assign.none')}</p>
      ) : (
        <TechnicianPicker
          technicians={list}
          picked={picked}
          error={error}
          onPick={(id) => {
            setPicked(id);
            setError(undefined);
          }}
        />
      )}
    </Dialog>
  );
}
