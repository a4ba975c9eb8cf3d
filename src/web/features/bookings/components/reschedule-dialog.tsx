import { useEffect, useRef, useState } from 'react';
import type { FormEvent, RefObject } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { toast } from '../../../lib/toast';
import {
  addDays,
  BOOKING_LEAD_HOURS,
  firstBookableSlot,
  formatTimeWindow,
  indiaDate,
  isWindowBookable,
  PREFERRED_TIME_WINDOWS,
  visitStart,
} from '@shared/booking-time';
import type { PreferredTimeWindow } from '@shared/booking-time';
import { BOOKING_MAX_DAYS_AHEAD } from '@shared/schemas/booking';
import { rescheduleSchema } from '@shared/schemas/reschedule';
import type { CurrentSlot, RescheduleData } from '@shared/schemas/reschedule';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-fields';
import { cn } from '../../../lib/cn';
import { ApiError } from '../../../lib/api-client';
import { failureText } from '../../../lib/error-text';
import { applyServerErrors, useSchemaForm } from '../../../lib/use-schema-form';
import { formatIndianDate, formatVisitSlot } from '../../../entities/booking/booking-format';

export interface RescheduleTarget extends CurrentSlot {
  bookingId: string;
}

interface RescheduleDialogProps {
  booking: RescheduleTarget;
  /** Moves the visit: the signed-in customer's API or the tracking link's. */
  reschedule: (slot: RescheduleData) => Promise<unknown>;
  isPending: boolean;
  onClose: () => void;
  /** After a refusal by a rule (the notice passed, the status changed), so the page reads it again. */
  onRefused: () => void;
}

const isDay = (date: string) => /^\d{4}-\d{2}-\d{2}$/.test(date);

/**
 * A new date and time slot for a visit (SPEC 9), with the booking form's slot rules shown before
 * anything is sent: a slot that cannot be chosen is disabled, with the reason beside it.
 */
export function RescheduleDialog({
  booking,
  reschedule,
  isPending,
  onClose,
  onRefused,
}: RescheduleDialogProps) {
  const { t, i18n } = useTranslation(['account', 'common']);
  const now = new Date();
  const today = indiaDate(now);
  const lastDay = addDays(today, BOOKING_MAX_DAYS_AHEAD);
  const current: CurrentSlot = { preferredDate: booking.preferredDate, preferredTime: booking.preferredTime };
  const startDate =
    booking.preferredDate && booking.preferredDate >= today && booking.preferredDate <= lastDay
      ? booking.preferredDate
      : firstBookableSlot(now).date;
  const form = useSchemaForm(() => rescheduleSchema(new Date(), current), {
    defaultValues: { preferredDate: startDate },
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const date = form.watch('preferredDate');
  const chosen = form.watch('preferredTime');
  const dateUsable = isDay(date) && date >= today && date <= lastDay;

  /** Why a slot cannot be chosen on the date in the field, or null when it can. */
  const reasonOf = (window: PreferredTimeWindow): string | null => {
    if (!isWindowBookable(date, window, now)) {
      return visitStart(date, window) <= now
        ? t('bookings.reschedule.reasonPassed')
        : t('bookings.reschedule.reasonSoon', { hours: BOOKING_LEAD_HOURS });
    }
    if (date === current.preferredDate && window === current.preferredTime) {
      return t('bookings.reschedule.reasonCurrent');
    }
    return null;
  };
  const offered = dateUsable ? PREFERRED_TIME_WINDOWS.filter((window) => reasonOf(window) === null) : [];
  const todayOver =
    dateUsable && date === today && !PREFERRED_TIME_WINDOWS.some((w) => isWindowBookable(date, w, now));

  useEffect(() => {
    // A slot chosen for another date may not be offered on this one: choose again.
    if (chosen && !offered.includes(chosen)) form.resetField('preferredTime');
  });

  const slotsRef = useRef<HTMLFieldSetElement>(null);
  const refusalRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // The refusal sits above the fields: bring it into view wherever the dialog was scrolled to.
    if (refusal) refusalRef.current?.scrollIntoView({ block: 'nearest' });
  }, [refusal]);
  /** Takes the keyboard to the slots when they need fixing (the form cannot focus a radio group). */
  const focusSlots = () => {
    const radios = [...(slotsRef.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [])];
    const target = radios.find((radio) => radio.checked) ?? radios.find((radio) => !radio.disabled);
    target?.focus();
    slotsRef.current?.scrollIntoView({ block: 'nearest' });
  };

  // Built in the submit handler: its callbacks reach the slots' element.
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(
      async (slot) => {
        setRefusal(null);
        try {
          await reschedule(slot);
          toast.success(t('bookings.reschedule.success'), {
            id: 'booking-reschedule',
            description: t('bookings.reschedule.successText', {
              slot: formatVisitSlot(slot.preferredDate, slot.preferredTime, i18n.language),
            }),
          });
          onClose();
        } catch (error) {
          // Field messages go beside their fields; a rule's refusal is said here, in the dialog.
          const elsewhere = applyServerErrors(form, error);
          const fieldsShown =
            error instanceof ApiError && error.fields && Object.keys(elsewhere).length === 0;
          if (error instanceof ApiError && error.fields?.preferredTime && !error.fields.preferredDate)
            focusSlots();
          if (!fieldsShown) setRefusal(failureText(error, t('bookings.reschedule.failed')));
          if (error instanceof ApiError && error.status === 409) onRefused();
        }
      },
      (errors) => {
        if (errors.preferredTime && !errors.preferredDate) focusSlots();
      },
    )(event);

  const first = firstBookableSlot(now);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('bookings.reschedule.title')}
      description={<span className="font-mono">{booking.bookingId}</span>}
      closeLabel={t('common:close')}
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {t('bookings.reschedule.keep')}
          </Button>
          <Button type="submit" form="reschedule-form" disabled={isPending}>
            {isPending ? t('bookings.reschedule.moving') : t('bookings.reschedule.confirm')}
          </Button>
        </div>
      }
    >
      <form id="reschedule-form" onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
        <p className="rounded-lg bg-muted p-3">
          <span className="block text-sm font-semibold text-muted-foreground">
            {t('bookings.reschedule.current')}
          </span>
          <span className="font-semibold" data-testid="current-slot">
            {booking.preferredDate
              ? formatVisitSlot(booking.preferredDate, booking.preferredTime, i18n.language)
              : t('bookings.reschedule.noCurrent')}
          </span>
        </p>
        {refusal ? (
          <p
            ref={refusalRef}
            role="alert"
            className="rounded-lg border-2 border-danger bg-danger/10 p-3 font-medium text-danger"
          >
            {refusal}
          </p>
        ) : null}
        <FormField
          control={form.control}
          name="preferredDate"
          label={t('bookings.reschedule.date')}
          type="date"
          min={today}
          max={lastDay}
          hint={
            dateUsable ? (
              <span data-testid="indian-date">{formatIndianDate(date, i18n.language)}</span>
            ) : undefined
          }
        />
        <TimeSlots
          fieldsetRef={slotsRef}
          register={form.register('preferredTime')}
          reasonOf={dateUsable ? reasonOf : () => ''}
          hint={
            dateUsable
              ? todayOver
                ? t('bookings.reschedule.todayOver', {
                    slot: formatVisitSlot(first.date, first.window, i18n.language),
                  })
                : t('bookings.reschedule.timeHint')
              : t('bookings.reschedule.chooseDateFirst', { days: BOOKING_MAX_DAYS_AHEAD })
          }
          error={form.formState.errors.preferredTime?.message}
        />
      </form>
    </Dialog>
  );
}

/** The two-hour windows as radio buttons: the ones not offered disabled (not hidden), with why. */
function TimeSlots({
  fieldsetRef,
  register,
  reasonOf,
  hint,
  error,
}: {
  fieldsetRef: RefObject<HTMLFieldSetElement | null>;
  register: UseFormRegisterReturn;
  /** Null when the slot can be chosen; otherwise why not ('' for no reason to show). */
  reasonOf: (window: PreferredTimeWindow) => string | null;
  hint: string;
  error: string | undefined;
}) {
  const { t, i18n } = useTranslation('account');
  return (
    <fieldset
      ref={fieldsetRef}
      aria-describedby={error ? 'reschedule-time-hint reschedule-time-error' : 'reschedule-time-hint'}
    >
      <legend className="font-semibold">{t('bookings.reschedule.time')}</legend>
      <p id="reschedule-time-hint" className="mb-2 text-sm text-muted-foreground">
        {hint}
      </p>
      {/* Above the slots, so that it shows beside the one that takes the focus. */}
      {error ? (
        <p id="reschedule-time-error" role="alert" className="mb-2 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <div className="grid gap-2">
        {PREFERRED_TIME_WINDOWS.map((window) => {
          const reason = reasonOf(window);
          return (
            <label
              key={window}
              className={cn(
                'flex min-h-12 items-center gap-3 rounded-xl border-2 border-border px-3 py-2',
                reason === null
                  ? 'cursor-pointer has-checked:border-primary has-checked:bg-primary-soft has-focus-visible:ring-2 has-focus-visible:ring-primary'
                  : 'cursor-not-allowed border-dashed bg-muted/60',
              )}
            >
              <input
                type="radio"
                value={window}
                disabled={reason !== null}
                className="size-5 shrink-0 accent-primary"
                aria-invalid={error ? true : undefined}
                {...register}
              />
              <span className="flex flex-1 flex-col gap-x-3 sm:flex-row sm:items-center sm:justify-between">
                <span
                  className={cn(
                    'font-semibold whitespace-nowrap',
                    reason !== null && 'text-muted-foreground',
                  )}
                >
                  {formatTimeWindow(window, i18n.language)}
                </span>
                {reason ? <span className="text-sm text-muted-foreground">{reason}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
