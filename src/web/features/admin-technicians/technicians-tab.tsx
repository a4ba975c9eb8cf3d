import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { AdminTechnicianRow } from '@shared/contracts/people';
import { Button } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table';
import { useStaticList } from '../../lib/use-static-list';
import { useAdminTechnicians } from './api';
import { PasswordDialog } from './password-dialog';
import { ScheduleDialog } from './schedule-dialog';
import { technicianColumns } from './technician-columns';
import { TechnicianFormDialog } from './technician-form-dialog';
import { WaitingLeave } from './waiting-leave';

type Editing =
  { kind: 'create' } | { kind: 'edit' | 'password' | 'schedule'; technician: AdminTechnicianRow } | null;

/** Technicians by name: who they are, their status and today's jobs; add, edit, set status, reset password. */
export function TechniciansTab() {
  const { t } = useTranslation(['admin', 'teamSchedule']);
  const technicians = useAdminTechnicians();
  const list = useStaticList({ ...technicians, data: technicians.data?.technicians }, (row, needle) =>
    [row.name, row.phone ?? '', row.email ?? '', row.specialization].some((text) =>
      text.toLowerCase().includes(needle),
    ),
  );
  const [editing, setEditing] = useState<Editing>(null);

  const columns = technicianColumns(t, (kind, technician) => setEditing({ kind, technician }));

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground">{t('technicians.inactiveNote')}</p>
        <Button onClick={() => setEditing({ kind: 'create' })}>
          <UserPlus className="size-5" aria-hidden="true" />
          {t('technicians.add')}
        </Button>
      </div>
      <WaitingLeave />
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
      {editing?.kind === 'schedule' ? (
        <ScheduleDialog technician={editing.technician} onClose={() => setEditing(null)} />
      ) : null}
      {editing?.kind === 'password' ? (
        <PasswordDialog technician={editing.technician} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}
