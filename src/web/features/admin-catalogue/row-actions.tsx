import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ApiError } from '../../lib/api-client';
import { refusalText } from '../../lib/error-text';
import { toast } from '../../lib/toast';
import { cn } from '../../lib/cn';
import { useDeleteCatalogueRow, useSetActive } from './api';
import type { CatalogueKind } from './api';

// What every catalogue table's rows share: the active switch, edit, and delete with a confirm step
// (a row still in use is refused by the server, and the admin is offered to deactivate it instead).

/** Shown to customers or not: a switch that saves at once. */
export function ActiveSwitch({
  kind,
  row,
  failedText,
}: {
  kind: Exclude<CatalogueKind, 'pricing'>;
  row: { id: number; name: string; isActive: boolean };
  failedText: string;
}) {
  const { t } = useTranslation('adminCatalogue');
  const setActive = useSetActive(kind);
  const toggle = () =>
    setActive.mutate(
      { id: row.id, isActive: !row.isActive },
      {
        onSuccess: () =>
          toast.success(t(row.isActive ? 'activeOff' : 'activeOn', { name: row.name }), {
            id: 'catalogue-row',
          }),
        onError: (failure) =>
          toast.error(failedText, { id: 'catalogue-row', description: refusalText(failure) }),
      },
    );
  return (
    <button
      type="button"
      role="switch"
      aria-checked={row.isActive}
      aria-label={t('setActive', { name: row.name })}
      disabled={setActive.isPending}
      onClick={toggle}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg px-1 font-medium whitespace-nowrap disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative h-6 w-11 rounded-full transition-colors',
          row.isActive ? 'bg-success' : 'bg-muted-foreground/40',
        )}
      >
        <span
          className={cn(
            'absolute top-0.5 size-5 rounded-full bg-white shadow transition-all',
            row.isActive ? 'left-5.5' : 'left-0.5',
          )}
        />
      </span>
      {row.isActive ? t('active') : t('inactive')}
    </button>
  );
}

interface RowActionsProps {
  kind: CatalogueKind;
  row: { id: number; name: string; isActive?: boolean };
  onEdit: () => void;
  deleteText: string;
  deleteFailedText: string;
  statusFailedText?: string;
}

/** Edit and Delete; Delete asks first, and a row still in use can be deactivated from the answer. */
export function RowActions({
  kind,
  row,
  onEdit,
  deleteText,
  deleteFailedText,
  statusFailedText,
}: RowActionsProps) {
  const { t } = useTranslation('adminCatalogue');
  const { remove, setActive, confirming, setConfirming, inUse, setInUse, confirmDelete, deactivate } =
    useRowRemoval(kind, row, deleteFailedText, statusFailedText);

  return (
    <span className="flex gap-1">
      <Button
        variant="ghost"
        size="icon"
        onClick={onEdit}
        aria-label={t('editName', { name: row.name })}
        title={t('edit')}
      >
        <Pencil className="size-5" aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => setConfirming(true)}
        aria-label={t('deleteName', { name: row.name })}
        title={t('delete')}
      >
        <Trash2 className="size-5 text-danger" aria-hidden="true" />
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('deleteTitle', { name: row.name })}
        description={deleteText}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        busy={remove.isPending}
        busyLabel={t('deleting')}
        onConfirm={confirmDelete}
      />
      <ConfirmDialog
        open={inUse !== null}
        onOpenChange={(open) => !open && setInUse(null)}
        title={t('inUseTitle', { name: row.name })}
        description={inUse ?? ''}
        confirmLabel={t('inUseAction')}
        cancelLabel={t('cancel')}
        busy={setActive.isPending}
        onConfirm={deactivate}
      />
    </span>
  );
}

/**
 * Deleting a row after the confirm step; when the server refuses because the row is still in use,
 * the refusal is kept for the second dialog, which offers to deactivate the row instead.
 */
function useRowRemoval(
  kind: CatalogueKind,
  row: RowActionsProps['row'],
  deleteFailedText: string,
  statusFailedText: string | undefined,
) {
  const { t } = useTranslation('adminCatalogue');
  const remove = useDeleteCatalogueRow(kind);
  const setActive = useSetActive(kind === 'pricing' ? 'devices' : kind);
  const [confirming, setConfirming] = useState(false);
  const [inUse, setInUse] = useState<string | null>(null);

  const confirmDelete = () =>
    remove.mutate(row.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t('deleted', { name: row.name }), { id: 'catalogue-row' });
      },
      onError: (failure) => {
        setConfirming(false);
        if (failure instanceof ApiError && failure.code === 'IN_USE' && kind !== 'pricing') {
          setInUse(failure.message);
          return;
        }
        toast.error(deleteFailedText, { id: 'catalogue-row', description: refusalText(failure) });
      },
    });
  const deactivate = () =>
    setActive.mutate(
      { id: row.id, isActive: false },
      {
        onSuccess: () => {
          setInUse(null);
          toast.success(t('activeOff', { name: row.name }), { id: 'catalogue-row' });
        },
        onError: (failure) => {
          setInUse(null);
          toast.error(statusFailedText ?? deleteFailedText, {
            id: 'catalogue-row',
            description: refusalText(failure),
          });
        },
      },
    );
  return { remove, setActive, confirming, setConfirming, inUse, setInUse, confirmDelete, deactivate };
}
