import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { AdminBookingDetail, DispatchCandidate } from '@shared/contracts/admin-bookings';
import { assignTechnicianSchema } from '@shared/schemas/admin-bookings';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { refusalText } from '../../lib/error-text';
import { translateFieldMessage } from '../../lib/field-message';
import { toast } from '../../lib/toast';
import { formatPreferredDate } from '../../entities/booking/booking-format';
import { useAssignTechnician, useBookingCandidates } from './api';
import { TechnicianPicker } from './technician-picker';

interface AssignTechnicianDialogProps {
  booking: AdminBookingDetail['booking'];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The dialog's choice and its submission: the override's reason is asked for and checked only when needed. */
function useAssignForm(
  booking: AdminBookingDetail['booking'],
  list: readonly DispatchCandidate[],
  onDone: () => void,
  onRefused: () => void,
) {
  const { t } = useTranslation(['admin', 'common']);
  const assign = useAssignTechnician();
  const [picked, setPicked] = useState<number | null>(booking.technicianId);
  const [overrideReason, setOverrideReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | undefined>();
  const chosen = list.find((candidate) => candidate.id === picked);
  const needsReason = chosen !== undefined && !chosen.eligible;

  function submit() {
    // The same technician again changes nothing on a confirmed booking; a pending one it confirms.
    if (picked === null || (picked === booking.technicianId && booking.status === 'confirmed')) {
      setError(t('assign.choose'));
      return;
    }
    setError(undefined);
    setRefusal(undefined);
    let reason: string | undefined;
    if (needsReason) {
      if (!overrideReason.trim()) {
        setReasonError(t('dispatch.overrideRequired'));
        return;
      }
      const checked = assignTechnicianSchema.safeParse({ technicianId: picked, overrideReason });
      if (!checked.success) {
        setReasonError(translateFieldMessage(checked.error.issues[0]?.message ?? ''));
        return;
      }
      reason = checked.data.overrideReason;
    }
    setReasonError(undefined);
    assign.mutate(
      { id: booking.id, technicianId: picked, ...(reason ? { overrideReason: reason } : {}) },
      {
        onSuccess: ({ booking: updated }) => {
          toast.success(t('assign.assigned'), {
            id: 'assign',
            description: t('assign.assignedText', {
              name: updated.technicianName ?? '',
              id: updated.bookingId,
            }),
          });
          onDone();
        },
        onError: (failure) => {
          setRefusal(refusalText(failure) ?? t('assign.failed'));
          onRefused();
        },
      },
    );
  }

  return {
    assign,
    picked,
    chosen,
    needsReason,
    overrideReason,
    setOverrideReason,
    error,
    reasonError,
    refusal,
    submit,
    pick: (id: number) => {
      setPicked(id);
      setError(undefined);
      setReasonError(undefined);
      setRefusal(undefined);
    },
  };
}

/**
 * The spec's assignment dialog: the team ranked for the booking's day and window (issue 31), each with
 * why they fit or not. Choosing one who is not available (busy, on leave, outside their area or hours)
 * asks for the reason of the override, which the server requires and audits; a refusal shows here.
 */
export function AssignTechnicianDialog({ booking, open, onOpenChange }: AssignTechnicianDialogProps) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const candidates = useBookingCandidates(booking.id, open);
  const list = candidates.data?.candidates ?? [];
  const form = useAssignForm(
    booking,
    list,
    () => onOpenChange(false),
    () => void candidates.refetch(),
  );
  const { assign, chosen, needsReason, error, reasonError, refusal } = form;
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
          <Button type="submit" form="assign-technician" disabled={assign.isPending || list.length === 0}>
            {assign.isPending ? t('assign.assigning') : t('assign.assign')}
          </Button>
        </div>
      }
    >
      {candidates.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : candidates.isError ? (
        <p role="alert" className="text-danger">
          {t('assign.loadFailed')}
        </p>
      ) : list.length === 0 ? (
        <p className="text-muted-foreground">{t('dispatch.none')}</p>
      ) : (
        <form
          id="assign-technician"
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            form.submit();
          }}
        >
          <TechnicianPicker
            candidates={list}
            pincode={candidates.data.pincode}
            picked={form.picked}
            error={error}
            onPick={form.pick}
          />
          {needsReason ? (
            <Field
              label={t('dispatch.overrideLabel')}
              hint={t('dispatch.overrideHint', { name: chosen?.name ?? '' })}
              error={reasonError}
              required
              maxLength={200}
              autoComplete="off"
              value={form.overrideReason}
              onChange={(event) => form.setOverrideReason(event.target.value)}
            />
          ) : null}
          {refusal ? (
            <p role="alert" className="rounded-lg border-2 border-danger p-3 font-medium text-danger">
              {refusal}
            </p>
          ) : null}
        </form>
      )}
    </Dialog>
  );
}
