import { useState } from 'react';
import { OVERRIDE_REASON_MAX } from '@shared/schemas/admin-bookings';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextAreaField } from '../../components/ui/field';
import { useTranslation } from '../../lib/use-translation';
import type { PendingOverride } from './use-job-moves';

/** Words for a 409's reason; a reason the web does not know reads as a plain refusal. */
const REASONS = ['busy', 'leave', 'area', 'hours'] as const;
type Reason = (typeof REASONS)[number] | 'other';
const reasonKey = (reason: string | undefined): Reason =>
  REASONS.find((known) => known === reason) ?? 'other';

interface OverrideDialogProps {
  pending: PendingOverride | null;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * The server refused a technician who is not eligible for the job (busy, on leave, outside their
 * area or hours): assigning anyway needs a reason, which the audit keeps.
 */
export function OverrideDialog({ pending, busy, onConfirm, onClose }: OverrideDialogProps) {
  const { t } = useTranslation(['adminSchedule', 'common']);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };
  function submit() {
    const text = reason.trim();
    if (!text) {
      setError(t('override.required'));
      return;
    }
    setError(undefined);
    onConfirm(text);
    setReason('');
  }
  const why = pending
    ? t(`override.reason.${reasonKey(pending.reason)}`, { pincode: pending.job.pincode })
    : '';
  return (
    <Dialog
      open={pending !== null}
      onOpenChange={(open) => !open && close()}
      title={t('override.title')}
      description={
        pending
          ? t('override.text', { name: pending.technician.name, id: pending.job.bookingId, reason: why })
          : ''
      }
      closeLabel={t('common:close')}
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close}>
            {t('override.cancel')}
          </Button>
          <Button type="submit" form="schedule-override" disabled={busy}>
            {t('override.confirm')}
          </Button>
        </div>
      }
    >
      <form
        id="schedule-override"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextAreaField
          label={t('override.label')}
          hint={t('override.hint')}
          error={error}
          required
          rows={3}
          maxLength={OVERRIDE_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
