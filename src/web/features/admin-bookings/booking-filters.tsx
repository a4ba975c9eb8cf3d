import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { bookingStatuses } from '@shared/booking-status';
import { inputClasses } from '../../components/ui/field';
import type { BookingFilters as Filters } from './api';
import { useAdminTechnicians } from '../../entities/admin/technician-roster';

interface BookingFiltersProps {
  value: Filters;
  onChange: (next: Filters) => void;
  /** The map filters by status and dates only. */
  only?: readonly (keyof Filters)[];
}

interface FilterProps {
  value: Filters;
  set: (key: keyof Filters, text: string) => void;
}

const all: readonly (keyof Filters)[] = ['status', 'from', 'to', 'city', 'technicianId', 'shortfall'];
const label = 'block text-sm font-semibold';
const control = `${inputClasses} min-h-11`;

/**
 * Status, made-between dates, city, technician and payments short of the total: each a labelled
 * control, applied as chosen.
 */
export function BookingFilters({ value, onChange, only = all }: BookingFiltersProps) {
  const set = (key: keyof Filters, text: string) => onChange({ ...value, [key]: text || undefined });
  const shown = new Set(only);
  return (
    <div className="flex flex-wrap items-end gap-3">
      {shown.has('status') ? <StatusFilter value={value} set={set} /> : null}
      {shown.has('from') ? <DateFilter edge="from" value={value} set={set} /> : null}
      {shown.has('to') ? <DateFilter edge="to" value={value} set={set} /> : null}
      {shown.has('city') ? <CityFilter value={value} onChange={onChange} /> : null}
      {shown.has('technicianId') ? <TechnicianFilter value={value} set={set} /> : null}
      {shown.has('shortfall') ? <ShortfallFilter value={value} set={set} /> : null}
    </div>
  );
}

function StatusFilter({ value, set }: FilterProps) {
  const { t } = useTranslation('admin');
  return (
    <label className="w-40 space-y-1">
      <span className={label}>{t('bookings.status')}</span>
      <select className={control} value={value.status ?? ''} onChange={(e) => set('status', e.target.value)}>
        <option value="">{t('status.all')}</option>
        {bookingStatuses.map((status) => (
          <option key={status} value={status}>
            {t(`status.${status}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The first or last day the bookings were made; each bounds the other. */
function DateFilter({ edge, value, set }: FilterProps & { edge: 'from' | 'to' }) {
  const { t } = useTranslation('admin');
  return (
    <label className="w-40 space-y-1">
      <span className={label}>{t(edge === 'from' ? 'bookings.from' : 'bookings.to')}</span>
      <input
        type="date"
        className={control}
        value={value[edge] ?? ''}
        min={edge === 'to' ? value.from : undefined}
        max={edge === 'from' ? value.to : undefined}
        onChange={(e) => set(edge, e.target.value)}
      />
    </label>
  );
}

/** The city is matched whole on the server: ask once the typist pauses, not at every letter. */
function CityFilter({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const { t } = useTranslation('admin');
  const [city, setCity] = useState(value.city ?? '');
  const appliedCity = value.city ?? '';
  useEffect(() => {
    const typed = city.trim();
    if (typed === appliedCity) return;
    const timer = setTimeout(() => onChange({ ...value, city: typed || undefined }), 400);
    return () => clearTimeout(timer);
  }, [city, appliedCity, value, onChange]);
  return (
    <label className="w-40 space-y-1">
      <span className={label}>{t('bookings.city')}</span>
      <input
        type="text"
        className={control}
        value={city}
        maxLength={100}
        autoComplete="off"
        onChange={(e) => setCity(e.target.value)}
      />
    </label>
  );
}

function TechnicianFilter({ value, set }: FilterProps) {
  const { t } = useTranslation('admin');
  const technicians = useAdminTechnicians();
  return (
    <label className="w-48 space-y-1">
      <span className={label}>{t('bookings.technician')}</span>
      <select
        className={control}
        value={value.technicianId ?? ''}
        onChange={(e) => set('technicianId', e.target.value)}
      >
        <option value="">{t('bookings.anyTechnician')}</option>
        {(technicians.data?.technicians ?? []).map((technician) => (
          <option key={technician.id} value={String(technician.id)}>
            {technician.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Completed bookings whose technician took less than the total (issue 33). */
function ShortfallFilter({ value, set }: FilterProps) {
  const { t } = useTranslation('admin');
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold">
      <input
        type="checkbox"
        className="size-5 accent-primary"
        checked={value.shortfall === 'true'}
        onChange={(e) => set('shortfall', e.target.checked ? 'true' : '')}
      />
      {t('bookings.shortfallOnly')}
    </label>
  );
}
