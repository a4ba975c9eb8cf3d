import type { TFunction } from 'i18next';
import { useTranslation } from '../../../lib/use-translation';
import { firstBookableSlot, indiaDate } from '@shared/booking-time';
import type { PreferredTimeWindow } from '@shared/booking-time';
import { BOOKING_MAX_DAYS_AHEAD } from '@shared/schemas/booking';
import type { CurrentSlot, RescheduleData } from '@shared/schemas/reschedule';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-fields';
import { formatIndianDate, formatVisitSlot } from '../../../entities/booking/booking-format';
import { AVAILABILITY_MAX_DAYS } from '@shared/schemas/technician-schedule';
import { useAvailability, useRefreshAvailability } from '../availability';
import type { PlacesOf } from '../availability';
import { useRescheduleForm } from '../use-reschedule-form';
import { useRescheduleSubmit } from '../use-reschedule-submit';
import { TimeSlots } from './reschedule-time-slots';
import { WindowChoices } from './window-choices';

export interface RescheduleTarget extends CurrentSlot {
  bookingId: string;
}

interface RescheduleDialogProps {
  booking: RescheduleTarget;
  /** Whose places are shown: the customer's booking's pincode, or the tracking link's booking. */
  places: PlacesOf;
  /** Moves the visit: the signed-in customer's API or the tracking link's. */
  reschedule: (slot: RescheduleData) => Promise<unknown>;
  isPending: boolean;
  onClose: () => void;
  /** After a refusal by a rule (the notice passed, the status changed), so the page reads it again. */
  onRefused: () => void;
  /**
   * Another visit's words (the return of a workshop device, decision 059): its title and buttons,
   * without the current slot, which it does not have.
   */
  wording?: { title: string; keep: string; confirm: string; moving: string; success: string };
}

/**
 * A new date and time slot for a visit (SPEC 9), with the booking form's slot rules shown before
 * anything is sent: a slot that cannot be chosen is disabled, with the reason beside it.
 */
export function RescheduleDialog({ booking, places, isPending, wording, ...actions }: RescheduleDialogProps) {
  const { t, i18n } = useTranslation(['account', 'common']);
  const { onClose } = actions;
  const current: CurrentSlot = { preferredDate: booking.preferredDate, preferredTime: booking.preferredTime };
  const { slots, submitting, choices, pickSlot } = useRescheduleWindows(places, current, {
    ...actions,
    successTitle: wording?.success,
  });
  const { form, date, dateUsable } = slots;
  const { submit, refusal, refusalRef, slotsRef, alternatives } = submitting;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={wording?.title ?? t('bookings.reschedule.title')}
      description={<span className="font-mono">{booking.bookingId}</span>}
      closeLabel={t('common:close')}
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {wording?.keep ?? t('bookings.reschedule.keep')}
          </Button>
          <Button type="submit" form="reschedule-form" disabled={isPending}>
            {isPending
              ? (wording?.moving ?? t('bookings.reschedule.moving'))
              : (wording?.confirm ?? t('bookings.reschedule.confirm'))}
          </Button>
        </div>
      }
    >
      <form id="reschedule-form" onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
        {wording ? null : <CurrentSlotNote slot={current} />}
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
          min={slots.today}
          max={slots.lastDay}
          hint={
            dateUsable ? (
              <span data-testid="indian-date">{formatIndianDate(date, i18n.language)}</span>
            ) : undefined
          }
        />
        <TimeSlots
          fieldsetRef={slotsRef}
          register={form.register('preferredTime')}
          reasonOf={dateUsable ? slots.reasonOf : () => ''}
          hint={slotsHint(slots, t, i18n.language)}
          error={form.formState.errors.preferredTime?.message}
        />
        {choices ? (
          <WindowChoices
            windows={choices}
            title={alternatives ? t('rescheduleWindows.nearest') : t('rescheduleWindows.dayFull')}
            noneText={t('rescheduleWindows.noneFree')}
            labelOf={(texts) => t('rescheduleWindows.choice', texts)}
            onPick={pickSlot}
          />
        ) : null}
      </form>
    </Dialog>
  );
}

/**
 * The dialog's slots with the places left per window where the visit is (the same on the dashboard
 * and the tracking page): the nearest free windows when the date has none (or when the server said
 * the chosen one filled up), to pick at once.
 */
function useRescheduleWindows(
  places: PlacesOf,
  current: CurrentSlot,
  options: Omit<Parameters<typeof useRescheduleSubmit>[1], 'onSlotFull'>,
) {
  const availability = useAvailability(places, indiaDate(new Date()), AVAILABILITY_MAX_DAYS);
  const refreshAvailability = useRefreshAvailability();
  const slots = useRescheduleForm(current, availability);
  const { form } = slots;
  const submitting = useRescheduleSubmit(form, { ...options, onSlotFull: refreshAvailability });
  const choices = submitting.alternatives ?? (slots.dayFull ? slots.nearestFree : null);
  const pickSlot = (pickedDate: string, window: PreferredTimeWindow) => {
    form.setValue('preferredDate', pickedDate, { shouldDirty: true });
    form.setValue('preferredTime', window, { shouldDirty: true });
    form.clearErrors('preferredTime');
    submitting.clearAlternatives();
  };
  return { slots, submitting, choices, pickSlot };
}

/** What is said above the slots: choose a date first, the first slot once today is over, or the rule. */
function slotsHint(
  {
    dateUsable,
    todayOver,
    now,
  }: Pick<ReturnType<typeof useRescheduleForm>, 'dateUsable' | 'todayOver' | 'now'>,
  t: TFunction<'account'>,
  language: string,
): string {
  if (!dateUsable) return t('bookings.reschedule.chooseDateFirst', { days: BOOKING_MAX_DAYS_AHEAD });
  if (!todayOver) return t('bookings.reschedule.timeHint');
  const first = firstBookableSlot(now);
  return t('bookings.reschedule.todayOver', { slot: formatVisitSlot(first.date, first.window, language) });
}

/** The visit's slot as booked (or that none was chosen). */
function CurrentSlotNote({ slot }: { slot: CurrentSlot }) {
  const { t, i18n } = useTranslation('account');
  return (
    <p className="rounded-lg bg-muted p-3">
      <span className="block text-sm font-semibold text-muted-foreground">
        {t('bookings.reschedule.current')}
      </span>
      <span className="font-semibold" data-testid="current-slot">
        {slot.preferredDate
          ? formatVisitSlot(slot.preferredDate, slot.preferredTime, i18n.language)
          : t('bookings.reschedule.noCurrent')}
      </span>
    </p>
  );
}
