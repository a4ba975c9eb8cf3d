import { CalendarClock } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import {
  addDays,
  ANY_TIME_WINDOW,
  bookableWindows,
  firstBookableSlot,
  formatTimeWindow,
  indiaDate,
  PREFERRED_TIME_WINDOWS,
} from '@shared/booking-time';
import type { PreferredTimeWindow } from '@shared/booking-time';
import { BOOKING_MAX_DAYS_AHEAD } from '@shared/schemas/booking';
import { Button } from '../../../components/ui/button';
import { FormField, FormSelect } from '../../../components/ui/form-fields';
import { formatIndianDate, formatPreferredDate } from '../../../entities/booking/booking-format';
import type { FreeWindow } from '@shared/api-error';
import type { WindowAvailability } from '../availability';
import type { BookingFormValues } from '../booking-form-values';
import { WindowChoices } from './window-choices';
import { isWithinCancellationNotice } from '../booking-form-values';

/** The clock, moved on every minute: today's windows close while the form is open. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

interface VisitSlotFieldsProps {
  control: Control<BookingFormValues, unknown, unknown>;
  date: string;
  time: string;
  availability: WindowAvailability;
  /** The server said the window chosen is full: the nearest free windows it offered. */
  slotFull: FreeWindow[] | null;
  /** Sets the date and the window together (the earliest-slot shortcut, a free window offered). */
  onPickSlot: (date: string, window: PreferredTimeWindow) => void;
}

/**
 * The preferred date and two-hour window. Today offers only the windows that start at least 2 hours
 * from now (India time; the server refuses the others with the same rule), the rest are shown but
 * disabled, and the first slot still open is named with a shortcut to choose it.
 */
export function VisitSlotFields({
  control,
  date,
  time,
  availability,
  slotFull,
  onPickSlot,
}: VisitSlotFieldsProps) {
  const { t, i18n } = useTranslation('booking');
  const language = i18n.language;
  const now = useMinuteClock();
  const today = indiaDate(now);
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : '';
  const open = new Set<string>(validDate ? bookableWindows(validDate, now) : PREFERRED_TIME_WINDOWS);
  const full = (window: PreferredTimeWindow) => Boolean(validDate) && availability.isFull(validDate, window);
  // "Any time" holds the day's first window (the server's rule): when that is full, so is "any time".
  const anyTimeFull = Boolean(validDate) && availability.anyTimeFull(validDate);
  const firstWindow = formatTimeWindow(ANY_TIME_WINDOW, language);
  // The first slot with a place, once the places are known.
  const earliest = availability.nearestFree(today, 1)[0] ?? firstBookableSlot(now);
  // The chosen date has no window with a place: the nearest free ones, as quick choices.
  const dayFull = Boolean(validDate) && availability.dayFull(validDate);
  const showEarliest = (!validDate || validDate === today) && !dayFull && !slotFull;
  const earliestIsChosen = date === earliest.date && time === earliest.window;

  return (
    <>
      <FormField
        control={control}
        name="preferredDate"
        label={t('fields.preferredDate')}
        type="date"
        min={today}
        max={addDays(today, BOOKING_MAX_DAYS_AHEAD)}
        hint={validDate ? t('fields.chosenDate', { date: formatIndianDate(validDate, language) }) : undefined}
      />
      <FormSelect
        control={control}
        name="preferredTime"
        label={t('fields.preferredTime')}
        hint={
          anyTimeFull && !time
            ? t('windows.anyTimeFullHint', { window: firstWindow })
            : isWithinCancellationNotice(date, time, now)
              ? t('fields.soonVisit')
              : undefined
        }
      >
        {/* Disabled, not hidden, with why: still shown while it is the value, so the hint says what to do. */}
        <option value="" disabled={anyTimeFull}>
          {anyTimeFull ? t('windows.anyTimeFull', { window: firstWindow }) : t('fields.anyTime')}
        </option>
        {PREFERRED_TIME_WINDOWS.map((window) => (
          <option key={window} value={window} disabled={!open.has(window) || full(window)}>
            {!open.has(window)
              ? t('fields.windowClosed', { window: formatTimeWindow(window, language) })
              : full(window)
                ? t('windows.full', { window: formatTimeWindow(window, language) })
                : formatTimeWindow(window, language)}
          </option>
        ))}
      </FormSelect>
      {slotFull || dayFull ? (
        <WindowChoices
          windows={slotFull ?? availability.nearestFree(validDate)}
          title={slotFull ? t('windows.nearestTitle') : t('windows.dayFullTitle')}
          noneText={t('windows.noneFree')}
          labelOf={(texts) => t('windows.choice', texts)}
          onPick={onPickSlot}
        />
      ) : null}
      {showEarliest ? (
        <EarliestSlot earliest={earliest} today={today} chosen={earliestIsChosen} onPick={onPickSlot} />
      ) : null}
    </>
  );
}

/** The first slot still open, named, with a shortcut to choose it. */
function EarliestSlot({
  earliest,
  today,
  chosen,
  onPick,
}: {
  earliest: { date: string; window: PreferredTimeWindow };
  today: string;
  chosen: boolean;
  onPick: (date: string, window: PreferredTimeWindow) => void;
}) {
  const { t, i18n } = useTranslation('booking');
  const language = i18n.language;
  return (
    <div
      className="flex flex-col gap-3 rounded-lg bg-primary-soft p-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between"
      data-testid="earliest-slot"
    >
      <p className="flex items-start gap-2">
        <CalendarClock className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <span>
          {earliest.date === today
            ? t('fields.earliestToday', { window: formatTimeWindow(earliest.window, language) })
            : t('fields.earliestLater', {
                date: formatPreferredDate(earliest.date, language),
                window: formatTimeWindow(earliest.window, language),
              })}
        </span>
      </p>
      {chosen ? null : (
        <Button
          type="button"
          variant="outline"
          className="shrink-0"
          onClick={() => onPick(earliest.date, earliest.window)}
        >
          {t('fields.useEarliest')}
        </Button>
      )}
    </div>
  );
}
