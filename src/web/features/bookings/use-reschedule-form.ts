import { useEffect } from 'react';
import {
  addDays,
  BOOKING_LEAD_HOURS,
  firstBookableSlot,
  indiaDate,
  isWindowBookable,
  PREFERRED_TIME_WINDOWS,
  visitStart,
} from '@shared/booking-time';
import type { PreferredTimeWindow } from '@shared/booking-time';
import { BOOKING_MAX_DAYS_AHEAD } from '@shared/schemas/booking';
import { rescheduleSchema } from '@shared/schemas/reschedule';
import type { CurrentSlot } from '@shared/schemas/reschedule';
import type { WindowAvailability } from './availability';
import { useSchemaForm } from '../../lib/use-schema-form';
import type { SchemaForm } from '../../lib/use-schema-form';
import { useTranslation } from '../../lib/use-translation';

export type RescheduleForm = SchemaForm<ReturnType<typeof rescheduleSchema>>;

const isDay = (date: string) => /^\d{4}-\d{2}-\d{2}$/.test(date);

/**
 * The new date and window of a visit, with the booking form's slot rules: `reasonOf` says why a
 * window cannot be chosen on the date in the field (null when it can).
 */
export function useRescheduleForm(current: CurrentSlot, availability: WindowAvailability) {
  const { t } = useTranslation('account');
  const now = new Date();
  const today = indiaDate(now);
  const lastDay = addDays(today, BOOKING_MAX_DAYS_AHEAD);
  const startDate =
    current.preferredDate && current.preferredDate >= today && current.preferredDate <= lastDay
      ? current.preferredDate
      : firstBookableSlot(now).date;
  const form: RescheduleForm = useSchemaForm(() => rescheduleSchema(new Date(), current), {
    defaultValues: { preferredDate: startDate },
  });
  const date = form.watch('preferredDate');
  const chosen = form.watch('preferredTime');
  const dateUsable = isDay(date) && date >= today && date <= lastDay;

  const reasonOf = (window: PreferredTimeWindow): string | null => {
    if (!isWindowBookable(date, window, now)) {
      return visitStart(date, window) <= now
        ? t('bookings.reschedule.reasonPassed')
        : t('bookings.reschedule.reasonSoon', { hours: BOOKING_LEAD_HOURS });
    }
    if (date === current.preferredDate && window === current.preferredTime) {
      return t('bookings.reschedule.reasonCurrent');
    }
    // No place left (said in words, not only by the look).
    if (availability.isFull(date, window)) return t('rescheduleWindows.full');
    return null;
  };
  const offered = dateUsable ? PREFERRED_TIME_WINDOWS.filter((window) => reasonOf(window) === null) : [];
  const todayOver =
    dateUsable && date === today && !PREFERRED_TIME_WINDOWS.some((w) => isWindowBookable(date, w, now));

  useEffect(() => {
    // A slot chosen for another date may not be offered on this one: choose again.
    if (chosen && !offered.includes(chosen)) form.resetField('preferredTime');
  });

  // Every window of the date is taken: the nearest free ones are offered (not the booking's own).
  const dayFull = dateUsable && availability.dayFull(date);
  const nearestFree = dayFull
    ? availability
        .nearestFree(date, 4)
        .filter((free) => !(free.date === current.preferredDate && free.window === current.preferredTime))
        .slice(0, 3)
    : [];

  return { form, now, today, lastDay, date, dateUsable, reasonOf, todayOver, dayFull, nearestFree };
}
