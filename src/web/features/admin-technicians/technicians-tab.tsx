import { formatPhone } from '@shared/format';
import { KeyRound, Pencil, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { AdminTechnicianRow } from '@shared/contracts/people';
import { technicianPasswordSchema, technicianStatuses } from '@shared/schemas/admin-people';
import type { TechnicianStatus } from '@shared/schemas/admin-people';
import { Button } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table';
import type { DataTableColumn } from '../../components/ui/data-table';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog } from '../../components/ui/dialog';
import { inputClasses } from '../../components/ui/field';
import { FormField } from '../../components/ui/form-fields';
import { refusalText } from '../../lib/error-text';
import { toast } from '../../lib/toast';
import { useStaticList } from '../../lib/use-static-list';
import { applyServerRefusal, useSchemaForm } from '../../lib/use-schema-form';
import { useAdminTechnicians, useResetTechnicianPassword, useSetTechnicianStatus } from './api';
import { TechnicianFormDialog } from './technician-form-dialog';
import { NEW_PASSWORD_MIN_LENGTH } from '@shared/schemas/auth';

type Editing = { kind: 'create' } | { kind: 'edit' | 'password'; technician: AdminTechnicianRow } | null;

/** Technicians by name: who they are, their status and today's jobs; add, edit, set status, reset password. */
export function TechniciansTab() {
  const { t } = useTranslation('admin');
  const technicians = useAdminTechnicians();
  const list = useStaticList({ ...technicians, data: technicians.data?.technicians }, (row, needle) =>
    [row.name, row.phone ?? '', row.email ?? '', row.specialization].some((text) =>
      text.toLowerCase().includes(needle),
    ),
  );
  const [editing, setEditing] = useState<Editing>(null);

  const columns: DataTableColumn<AdminTechnicianRow>[] = [
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
            onClick={() => setEditing({ kind: 'edit', technician: row })}
            aria-label={t('technicians.editTitle', { name: row.name })}
            title={t('technicians.edit')}
          >
            <Pencil className="size-5" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => setEditing({ kind: 'password', technician: row })}
            aria-label={t('technicians.resetTitle', { name: row.name })}
            title={t('technicians.resetPassword')}
          >
            <KeyRound className="size-5" aria-hidden="true" />
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground">{t('technicians.inactiveNote')}</p>
        <Button onClick={() => setEditing({ kind: 'create' })}>
          <UserPlus className="size-5" aria-hidden="true" />
          {t('technicians.add')}
        </Button>
      </div>
      <DataTable
        caption={t('technicians.caption')}
        columns={columns}
        list={list}
        getRowId={(row) => String(row.id)}
        emptyText={t('technicians.empty')}
        errorText={t('technicians.loadFailed')}
        searchLabel={t('technicians.caption')}
        exportFilename="technicians"
      />
      {editing?.kind === 'create' ? <TechnicianFormDialog onClose={() => setEditing(null)} /> : null}
      {editing?.kind === 'edit' ? (
        <TechnicianFormDialog technician={editing.technician} onClose={() => setEditing(null)} />
      ) : null}
      {editing?.kind === 'password' ? (
        <PasswordDialog technician={editing.technician} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}

/**
 * A technician's status: chosen, then saved. Arrow keys on a closed list change its value at each
 * step, so nothing is sent until Save; making someone inactive (it signs them out) asks first.
 */
function StatusSelect({ technician }: { technician: AdminTechnicianRow }) {
  const { t } = useTranslation('admin');
  const setStatus = useSetTechnicianStatus();
  const [chosen, setChosen] = useState<TechnicianStatus>(technician.status);
  const [confirming, setConfirming] = useState(false);
  const save = () =>
    setStatus.mutate(
      { id: technician.id, status: chosen },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success(
            t('technicians.statusSaved', {
              name: technician.name,
              status: t(`technicians.statuses.${chosen}`),
            }),
            { id: 'technician-status' },
          );
        },
        onError: (failure) => {
          setConfirming(false);
          toast.error(t('technicians.statusFailed'), {
            id: 'technician-status',
            description: refusalText(failure),
          });
        },
      },
    );
  return (
    <span className="flex items-center gap-1">
      <select
        className={`${inputClasses} min-h-11 w-36 pr-8`}
        aria-label={t('technicians.setStatus', { name: technician.name })}
        value={chosen}
        onChange={(event) => setChosen(event.target.value as TechnicianStatus)}
      >
        {technicianStatuses.map((status) => (
          <option key={status} value={status}>
            {t(`technicians.statuses.${status}`)}
          </option>
        ))}
      </select>
      {chosen !== technician.status ? (
        <Button
          size="sm"
          disabled={setStatus.isPending}
          onClick={() => (chosen === 'inactive' ? setConfirming(true) : save())}
        >
          {t('technicians.save')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('technicians.deactivateTitle', { name: technician.name })}
        description={t('technicians.deactivateText')}
        confirmLabel={t('technicians.deactivate')}
        cancelLabel={t('confirm.cancel')}
        busy={setStatus.isPending}
        onConfirm={save}
      />
    </span>
  );
}

function PasswordDialog({ technician, onClose }: { technician: AdminTechnicianRow; onClose: () => void }) {
  const { t } = useTranslation(['admin', 'common']);
  const reset = useResetTechnicianPassword();
  const form = useSchemaForm(technicianPasswordSchema, { defaultValues: { password: '' } });
  const submit = form.handleSubmit(({ password }) =>
    reset.mutate(
      { id: technician.id, password },
      {
        onSuccess: () => {
          toast.success(t('technicians.resetDone'), {
            id: 'technician-password',
            description: t('technicians.resetDoneText', { name: technician.name }),
          });
          onClose();
        },
        onError: (failure) => {
          const reason = applyServerRefusal(form, failure);
          toast.error(t('technicians.resetFailed'), { id: 'technician-password', description: reason });
        },
      },
    ),
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('technicians.resetTitle', { name: technician.name })}
      description={t('technicians.resetText')}
      closeLabel={t('common:close')}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <FormField
          control={form.control}
          name="password"
          label={t('technicians.newPassword')}
          hint={t('technicians.passwordHint', { min: NEW_PASSWORD_MIN_LENGTH })}
          type="password"
          autoComplete="new-password"
          maxLength={128}
        />
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? t('technicians.saving') : t('technicians.resetPassword')}
        </Button>
      </form>
    </Dialog>
  );
}
