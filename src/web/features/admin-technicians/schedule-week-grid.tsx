import { PREFERRED_TIME_WINDOWS } from '@shared/booking-time';
import type { PreferredTimeWindow } from '@shared/booking-time';
import { WEEKDAYS } from '@shared/schemas/technician-schedule';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/use-translation';

/** The windows worked on each weekday (1 Monday … 7 Sunday). */
export type Week = Record<number, PreferredTimeWindow[]>;

/** One click for the usual weeks. */
function QuickFill({ fill }: { fill: (days: readonly number[]) => void }) {
  const { t } = useTranslation('teamSchedule');
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" variant="outline" size="sm" onClick={() => fill([1, 2, 3, 4, 5])}>
        {t('editor.weekdaysOnly')}
      </Button>
      <Button type="button" variant="outline" size="sm" onClick={() => fill([1, 2, 3, 4, 5, 6])}>
        {t('editor.mondayToSaturday')}
      </Button>
      <Button type="button" variant="outline" size="sm" onClick={() => fill(WEEKDAYS)}>
        {t('editor.all')}
      </Button>
      <Button type="button" variant="outline" size="sm" onClick={() => fill([])}>
        {t('editor.clear')}
      </Button>
    </div>
  );
}

/** A weekday's name in the language on screen (1 Monday … 7 Sunday; 2024-01-01 was a Monday). */
const weekdayName = (language: string, weekday: number, style: 'long' | 'short') =>
  new Intl.DateTimeFormat(language, { weekday: style, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, weekday)),
  );

/** The week as a weekday × window grid of checkboxes, with quick fills. */
export function WeekGrid({
  week,
  toggle,
  fill,
  problem,
  showDefault,
}: {
  week: Week;
  toggle: (weekday: number, window: PreferredTimeWindow) => void;
  fill: (days: readonly number[]) => void;
  problem: string | undefined;
  showDefault: boolean;
}) {
  const { t, i18n } = useTranslation('teamSchedule');
  const language = i18n.language;
  return (
    <fieldset className="space-y-2">
      <legend className="text-lg font-bold">{t('editor.weekHeading')}</legend>
      {showDefault ? (
        <p className="rounded-lg border border-border bg-muted p-3">{t('editor.defaultWeek')}</p>
      ) : null}
      <QuickFill fill={fill} />
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-center">
          <caption className="sr-only">{t('editor.weekCaption')}</caption>
          <thead>
            <tr>
              <th scope="col" className="p-1 text-left">
                {t('editor.day')}
              </th>
              {PREFERRED_TIME_WINDOWS.map((window) => (
                <th key={window} scope="col" className="p-1 text-sm font-semibold tabular-nums">
                  {window.replace(':00', '').replace(':00', '').replace('-', '–')}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {WEEKDAYS.map((weekday) => (
              <tr key={weekday} className="border-t border-border">
                <th scope="row" className="p-1 text-left font-medium">
                  {weekdayName(language, weekday, 'short')}
                </th>
                {PREFERRED_TIME_WINDOWS.map((window) => (
                  <td key={window} className="p-0">
                    <label className="flex min-h-11 items-center justify-center">
                      <input
                        type="checkbox"
                        className="size-5 accent-primary"
                        checked={week[weekday]!.includes(window)}
                        onChange={() => toggle(weekday, window)}
                        aria-label={t('editor.windowOn', {
                          day: weekdayName(language, weekday, 'long'),
                          window: window.replace('-', '–'),
                        })}
                      />
                    </label>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {problem ? (
        <p role="alert" className="font-semibold text-danger">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
