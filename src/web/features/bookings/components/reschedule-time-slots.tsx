import type { RefObject } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatTimeWindow, PREFERRED_TIME_WINDOWS } from '@shared/booking-time';
import type { PreferredTimeWindow } from '@shared/booking-time';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/use-translation';

/** The two-hour windows as radio buttons: the ones not offered disabled (not hidden), with why. */
export function TimeSlots({
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
