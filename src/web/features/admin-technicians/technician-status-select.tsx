import { useState } from 'react';
import type { AdminTechnicianRow } from '@shared/contracts/people';
import { technicianStatuses } from '@shared/schemas/admin-people';
import type { TechnicianStatus } from '@shared/schemas/admin-people';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { inputClasses } from '../../components/ui/field';
import { refusalText } from '../../lib/error-text';
import { toast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { useSetTechnicianStatus } from './api';

/**
 * A technician's status: chosen, then saved. Arrow keys on a closed list change its value at each
 * step, so nothing is sent until Save; making someone inactive (it signs them out) asks first.
 */
export function StatusSelect({ technician }: { technician: AdminTechnicianRow }) {
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
