import { PREFERRED_TIME_WINDOWS } from '@shared/booking-time';
import type { PreferredTimeWindow } from '@shared/booking-time';
import type { TechnicianSchedule } from '@shared/contracts/schedule';
import {
  JOBS_PER_WINDOW_MAX,
  PINCODE_PREFIX_PATTERN,
  WEEKDAYS,
  technicianScheduleSchema,
} from '@shared/schemas/technician-schedule';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { failureText } from '../../lib/error-text';
import { translateFieldMessage } from '../../lib/field-message';
import { toast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { useSaveTechnicianSchedule } from './schedule-api';

type Week = Record<number, PreferredTimeWindow[]>;

const weekOf = (schedule: TechnicianSchedule): Week =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, schedule.week.find((w) => w.weekday === d)?.windows ?? []]));

/** A weekday's name in the language on screen (1 Monday … 7 Sunday; 2024-01-01 was a Monday). */
const weekdayName = (language: string, weekday: number, style: 'long' | 'short') =>
  new Intl.DateTimeFormat(language, { weekday: style, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, weekday)),
  );

/** A form's problems by field path ("week", "pincodes.0", "base.lat"), in the language on screen. */
function problemsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.fields) return {};
  return Object.fromEntries(
    Object.entries(error.fields).map(([name, english]) => [
      name,
      translateFieldMessage(english, error.fieldKeys?.[name]),
    ]),
  );
}

/** Where a problem shows: the week's and the base's under their group, a pincode's under the pincode field. */
const groupOf = (path: string) =>
  path.startsWith('base')
    ? 'base'
    : path.startsWith('week')
      ? 'week'
      : path.startsWith('pincodes')
        ? 'pincodes'
        : path;

function WeekGrid({
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

function PincodesField({
  pincodes,
  setPincodes,
  problem,
}: {
  pincodes: string[];
  setPincodes: (change: (old: string[]) => string[]) => void;
  problem: string | undefined;
}) {
  const { t } = useTranslation('teamSchedule');
  const [draft, setDraft] = useState('');
  const [draftProblem, setDraftProblem] = useState<string | undefined>();
  const addPincode = () => {
    const code = draft.trim();
    if (!PINCODE_PREFIX_PATTERN.test(code)) {
      setDraftProblem(translateFieldMessage('servicePincode'));
      return;
    }
    setPincodes((old) => (old.includes(code) ? old : [...old, code].sort()));
    setDraft('');
    setDraftProblem(undefined);
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-lg font-bold">{t('editor.pincodesHeading')}</legend>
      <p className="text-muted-foreground">
        {pincodes.length === 0 ? t('editor.everyPincode') : t('editor.pincodesText')}
      </p>
      {pincodes.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('editor.pincodesHeading')}>
          {pincodes.map((code) => (
            <li
              key={code}
              className="inline-flex items-center gap-1 rounded-full border border-border bg-muted py-1 pr-1 pl-3 font-medium tabular-nums"
            >
              {code}
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={t('editor.removePincode', { code })}
                onClick={() => setPincodes((old) => old.filter((c) => c !== code))}
              >
                <X className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex items-end gap-2">
        <Field
          className="flex-1"
          label={t('editor.addPincode')}
          hint={t('editor.addPincodeHint')}
          inputMode="numeric"
          maxLength={6}
          value={draft}
          error={draftProblem ?? problem}
          onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              addPincode();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={addPincode} className="mb-[1.6rem]">
          {t('editor.add')}
        </Button>
      </div>
    </fieldset>
  );
}

function BaseFields({
  lat,
  lng,
  setLat,
  setLng,
  problem,
}: {
  lat: string;
  lng: string;
  setLat: (value: string) => void;
  setLng: (value: string) => void;
  problem: string | undefined;
}) {
  const { t } = useTranslation('teamSchedule');
  return (
    <fieldset className="space-y-2">
      <legend className="text-lg font-bold">{t('editor.baseHeading')}</legend>
      <p className="text-muted-foreground">{t('editor.baseText')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={t('editor.lat')}
          type="number"
          step="any"
          inputMode="decimal"
          value={lat}
          onChange={(event) => setLat(event.target.value)}
        />
        <Field
          label={t('editor.lng')}
          type="number"
          step="any"
          inputMode="decimal"
          value={lng}
          onChange={(event) => setLng(event.target.value)}
        />
      </div>
      {problem ? (
        <p role="alert" className="font-semibold text-danger">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The week as a weekday × window grid, the pincodes served, visits per window and the base location. */
export function ScheduleEditor({ schedule, onSaved }: { schedule: TechnicianSchedule; onSaved: () => void }) {
  const { t } = useTranslation(['teamSchedule', 'common']);
  const save = useSaveTechnicianSchedule(schedule.technicianId);
  const [week, setWeek] = useState<Week>(() => weekOf(schedule));
  const [pincodes, setPincodes] = useState<string[]>(schedule.pincodes);
  const [jobs, setJobs] = useState(String(schedule.jobsPerWindow));
  const [lat, setLat] = useState(schedule.base ? String(schedule.base.lat) : '');
  const [lng, setLng] = useState(schedule.base ? String(schedule.base.lng) : '');
  const [problems, setProblems] = useState<Record<string, string>>({});

  const toggle = (weekday: number, window: PreferredTimeWindow) =>
    setWeek((old) => {
      const has = old[weekday]!.includes(window);
      return {
        ...old,
        [weekday]: has ? old[weekday]!.filter((w) => w !== window) : [...old[weekday]!, window],
      };
    });
  const fill = (days: readonly number[]) =>
    setWeek(
      Object.fromEntries(WEEKDAYS.map((d) => [d, days.includes(d) ? [...PREFERRED_TIME_WINDOWS] : []])),
    );
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = {
      week: WEEKDAYS.map((weekday) => ({ weekday, windows: week[weekday]! })),
      pincodes,
      jobsPerWindow: Number(jobs),
      base: lat.trim() === '' && lng.trim() === '' ? null : { lat: Number(lat), lng: Number(lng) },
    };
    const checked = technicianScheduleSchema.safeParse(body);
    if (!checked.success) {
      const issues = checked.error.issues;
      setProblems(
        Object.fromEntries(issues.map((i) => [groupOf(i.path.join('.')), translateFieldMessage(i.message)])),
      );
      return;
    }
    setProblems({});
    save.mutate(body, {
      onSuccess: () => {
        toast.success(t('editor.saved'), { id: 'technician-schedule' });
        onSaved();
      },
      onError: (failure) => {
        const found = problemsOf(failure);
        setProblems(Object.fromEntries(Object.entries(found).map(([k, v]) => [groupOf(k), v])));
        toast.error(t('editor.saveFailed'), {
          id: 'technician-schedule',
          description: Object.keys(found).length > 0 ? undefined : failureText(failure, ''),
        });
      },
    });
  };

  const untouchedDefault =
    schedule.defaultWeek && WEEKDAYS.every((d) => week[d]!.length === PREFERRED_TIME_WINDOWS.length);

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <WeekGrid
        week={week}
        toggle={toggle}
        fill={fill}
        problem={problems.week}
        showDefault={untouchedDefault}
      />
      <PincodesField
        pincodes={pincodes}
        setPincodes={setPincodes}
        problem={problems.pincodes ?? Object.entries(problems).find(([k]) => k.startsWith('pincodes.'))?.[1]}
      />
      <Field
        label={t('editor.jobsPerWindow')}
        hint={t('editor.jobsPerWindowHint', { max: JOBS_PER_WINDOW_MAX })}
        type="number"
        inputMode="numeric"
        min={1}
        max={JOBS_PER_WINDOW_MAX}
        value={jobs}
        error={problems.jobsPerWindow}
        onChange={(event) => setJobs(event.target.value)}
      />

      <BaseFields lat={lat} lng={lng} setLat={setLat} setLng={setLng} problem={problems.base} />
      <Button type="submit" className="w-full" disabled={save.isPending}>
        {save.isPending ? t('editor.saving') : t('editor.save')}
      </Button>
    </form>
  );
}
