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

const all: readonly (keyof Filters)[] = ['status', 'from', 'to', 'city', 'technicianId'];

/** Status, made-between dates, city and technician: each a labelled control, applied as chosen. */
export function BookingFilters({ value, onChange, only = all }: BookingFiltersProps) {
  const { t } = useTranslation('admin');
  const technicians = useAdminTechnicians();
  const set = (key: keyof Filters, text: string) => onChange({ ...value, [key]: text || undefined });
  // The city is matched whole on the server: ask once the typist pauses, not at every letter.
  const [city, setCity] = useState(value.city ?? '');
  const appliedCity = value.city ?? '';
  useEffect(() => {
    const typed = city.trim();
    if (typed === appliedCity) return;
    const timer = setTimeout(() => onChange({ ...value, city: typed || undefined }), 400);
    return () => clearTimeout(timer);
  }, [city, appliedCity, value, onChange]);
  const shown = new Set(only);
  const label = 'block text-sm font-semibold';
  const control = `${inputClasses} min-h-11`;
  return (
    <div className="flex flex-wrap items-end gap-3">
      {shown.has('status') ? (
        <label className="w-40 space-y-1">
          <span className={label}>{t('bookings.status')}</span>
          <select
            className={control}
            value={value.status ?? ''}
            onChange={(e) => set('status', e.target.value)}
          >
            <option value="">{t('status.all')}</option>
            {bookingStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {shown.has('from') ? (
        <label className="w-40 space-y-1">
          <span className={label}>{t('bookings.from')}</span>
          <input
            type="date"
            className={control}
            value={value.from ?? ''}
            max={value.to}
            onChange={(e) => set('from', e.target.value)}
          />
        </label>
      ) : null}
      {shown.has('to') ? (
        <label className="w-40 space-y-1">
          <span className={label}>{t('bookings.to')}</span>
          <input
            type="date"
            className={control}
            value={value.to ?? ''}
            min={value.from}
            onChange={(e) => set('to', e.target.value)}
          />
        </label>
      ) : null}
      {shown.has('city') ? (
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
      ) : null}
      {shown.has('technicianId') ? (
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
      ) : null}
    </div>
  );
}
