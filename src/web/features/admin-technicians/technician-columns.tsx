import { formatPhone } from '@shared/format';
import type { TFunction } from 'i18next';
import { CalendarClock, KeyRound, Pencil } from 'lucide-react';
import type { AdminTechnicianRow } from '@shared/contracts/people';
import { Button } from '../../components/ui/button';
import type { DataTableColumn } from '../../components/ui/data-table';
import { StatusSelect } from './technician-status-select';

type Column = DataTableColumn<AdminTechnicianRow>;

/** The technicians list's columns: who they are, then their status, today's jobs and the row's actions. */
export function technicianColumns(
  t: TFunction<'admin'>,
  onEdit: (kind: 'edit' | 'password' | 'schedule', technician: AdminTechnicianRow) => void,
): Column[] {
  return [...profileColumns(t), ...workColumns(t, onEdit)];
}

function profileColumns(t: TFunction<'admin'>): Column[] {
  return [
    {
      id: 'name',
      header: t('technicians.name'),
      cell: (row) => <span className="font-medium whitespace-nowrap">{row.name}</span>,
      csv: (row) => row.name,
    },
    {
      id: 'phone',
      header: t('technicians.phone'),
      cell: (row) =>
        row.phone ? (
          <a className="whitespace-nowrap text-primary underline" href={`tel:${row.phone}`}>
            {formatPhone(row.phone)}
          </a>
        ) : (
          '—'
        ),
      csv: (row) => row.phone,
    },
    {
      id: 'email',
      header: t('technicians.email'),
      cell: (row) => <span className="whitespace-nowrap">{row.email ?? '—'}</span>,
      csv: (row) => row.email,
    },
    {
      id: 'specialization',
      header: t('technicians.specialization'),
      cell: (row) => row.specialization,
      csv: (row) => row.specialization,
    },
    {
      id: 'experience',
      header: t('technicians.experience'),
      cell: (row) => (
        <span className="whitespace-nowrap">
          {t('technicians.experienceYears', { count: row.experienceYears })}
        </span>
      ),
      csv: (row) => row.experienceYears,
    },
    {
      id: 'rating',
      header: t('technicians.rating'),
      cell: (row) =>
        row.rating === null ? (
          <span className="text-muted-foreground">{t('technicians.noRating')}</span>
        ) : (
          <span className="whitespace-nowrap">
            {t('technicians.ratingValue', { rating: row.rating.toFixed(1) })}
          </span>
        ),
      csv: (row) => row.rating,
    },
  ];
}

function workColumns(
  t: TFunction<'admin'>,
  onEdit: (kind: 'edit' | 'password' | 'schedule', technician: AdminTechnicianRow) => void,
): Column[] {
  return [
    {
      id: 'status',
      header: t('technicians.status'),
      cell: (row) => <StatusSelect technician={row} />,
      csv: (row) => row.status,
    },
    {
      id: 'jobsToday',
      header: t('technicians.jobsToday'),
      cell: (row) => <span className="tabular-nums">{row.jobsToday}</span>,
      csv: (row) => row.jobsToday,
    },
    {
      id: 'actions',
      header: t('actions'),
      cell: (row) => (
        <span className="flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            onClick={() => onEdit('edit', row)}
            aria-label={t('technicians.editTitle', { name: row.name })}
            title={t('technicians.edit')}
          >
            <Pencil className="size-5" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => onEdit('schedule', row)}
            aria-label={t('technicians.scheduleTitle', { name: row.name })}
            title={t('technicians.schedule')}
          >
            <CalendarClock className="size-5" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => onEdit('password', row)}
            aria-label={t('technicians.resetTitle', { name: row.name })}
            title={t('technicians.resetPassword')}
          >
            <KeyRound className="size-5" aria-hidden="true" />
          </Button>
        </span>
      ),
    },
  ];
}
