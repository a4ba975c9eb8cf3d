import { useTranslation } from '../../lib/use-translation';
import { bookingStatuses } from '@shared/booking-status';
import type { BookingStatus } from '@shared/booking-status';
import { canMove, needsReason } from '@shared/booking-transitions';
import { bookingStatusChangeSchema } from '@shared/schemas/admin-bookings';
import { Button } from '../../components/ui/button';
import { FormSelect, FormTextArea } from '../../components/ui/form-fields';
import { toast } from '../../lib/toast';
import { applyServerRefusal, useSchemaForm } from '../../lib/use-schema-form';
import { useChangeBookingStatus } from './api';

interface StatusChangeFormProps {
  id: string;
  bookingId: string;
  current: BookingStatus;
}

/** An admin's move of this booking, as the lifecycle judges it (`canMove`). */
const adminMove = (current: BookingStatus, to: BookingStatus, reason: string | undefined) =>
  canMove(
    { role: 'admin' },
    { status: current, preferredDate: null, preferredTime: null },
    to,
    new Date(),
    reason,
  );

/** The route's schema, plus what the lifecycle asks of this booking: a new status, and a reason to go back. */
const schemaFor = (current: BookingStatus, messages: { same: string; reason: string }) => () =>
  bookingStatusChangeSchema
    .refine((change) => adminMove(current, change.status, change.reason) !== 'same_status', {
      path: ['status'],
      message: messages.same,
    })
    .refine((change) => adminMove(current, change.status, change.reason) !== 'reason_required', {
      path: ['reason'],
      message: messages.reason,
    });

/**
 * Any status from any status (SPEC section 4), with the reason the lifecycle asks for when a booking
 * is cancelled or moved back. The server decides; this offers what it will accept.
 */
export function StatusChangeForm({ id, bookingId, current }: StatusChangeFormProps) {
  const { t } = useTranslation(['admin', 'errors']);
  const change = useChangeBookingStatus();
  const form = useSchemaForm(
    schemaFor(current, { same: t('statusChange.same'), reason: t('errors:REASON_REQUIRED') }),
    { defaultValues: { status: '' as BookingStatus, reason: '' } },
  );
  const chosen = form.watch('status');
  const reasonNeeded = Boolean(chosen) && chosen !== current && needsReason(current, chosen);

  const submit = form.handleSubmit(({ status, reason }) =>
    change.mutate(
      { id, status, reason: reason || undefined },
      {
        onSuccess: () => {
          toast.success(t('statusChange.updated'), {
            id: 'booking-status',
            description: t('statusChange.updatedText', { id: bookingId, status: t(`status.${status}`) }),
          });
          form.reset({ status: '' as BookingStatus, reason: '' });
        },
        onError: (failure) => {
          const reason = applyServerRefusal(form, failure);
          toast.error(t('statusChange.failed'), { id: 'booking-status', description: reason });
        },
      },
    ),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
      <FormSelect control={form.control} name="status" label={t('statusChange.label')}>
        <option value="">—</option>
        {bookingStatuses
          .filter((candidate) => candidate !== current)
          .map((candidate) => (
            <option key={candidate} value={candidate}>
              {t(`status.${candidate}`)}
            </option>
          ))}
      </FormSelect>
      {chosen ? (
        <FormTextArea
          control={form.control}
          name="reason"
          label={t('statusChange.reason')}
          hint={reasonNeeded ? t('statusChange.reasonHint') : t('statusChange.reasonOptional')}
          rows={2}
          maxLength={500}
          aria-required={reasonNeeded}
        />
      ) : null}
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? t('statusChange.applying') : t('statusChange.apply')}
      </Button>
    </form>
  );
}
