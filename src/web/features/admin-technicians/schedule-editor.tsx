import { PREFERRED_TIME_WINDOWS } from '@shared/booking-time';
import type { PreferredTimeWindow } from '@shared/booking-time';
import type { TechnicianSchedule } from '@shared/contracts/schedule';
import { JOBS_PER_WINDOW_MAX, WEEKDAYS, technicianScheduleSchema } from '@shared/schemas/technician-schedule';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { failureText } from '../../lib/error-text';
import { translateFieldMessage } from '../../lib/field-message';
import { toast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { useSaveTechnicianSchedule } from './schedule-api';
import { BaseFields, PincodesField } from './schedule-area-fields';
import { WeekGrid } from './schedule-week-grid';
import type { Week } from './schedule-week-grid';

const weekOf = (schedule: TechnicianSchedule): Week =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, schedule.week.find((w) => w.weekday === d)?.windows ?? []]));

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

/** The week with one window of one weekday switched on or off. */
function toggled(week: Week, weekday: number, window: PreferredTimeWindow): Week {
  const has = week[weekday]!.includes(window);
  return {
    ...week,
    [weekday]: has ? week[weekday]!.filter((w) => w !== window) : [...week[weekday]!, window],
  };
}

/** What the form sends: the week whole, and the base only when both numbers are given. */
function scheduleBody(week: Week, pincodes: string[], jobs: string, base: { lat: string; lng: string }) {
  return {
    week: WEEKDAYS.map((weekday) => ({ weekday, windows: week[weekday]! })),
    pincodes,
    jobsPerWindow: Number(jobs),
    base:
      base.lat.trim() === '' && base.lng.trim() === ''
        ? null
        : { lat: Number(base.lat), lng: Number(base.lng) },
  };
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
    setWeek((old) => toggled(old, weekday, window));
  const fill = (days: readonly number[]) =>
    setWeek(
      Object.fromEntries(WEEKDAYS.map((d) => [d, days.includes(d) ? [...PREFERRED_TIME_WINDOWS] : []])),
    );
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = scheduleBody(week, pincodes, jobs, { lat, lng });
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
