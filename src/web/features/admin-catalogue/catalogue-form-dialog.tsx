import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/use-translation';
import { applyServerRefusal } from '../../lib/use-schema-form';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { toast } from '../../lib/toast';

/** The shell of every catalogue form: a dialog, the fields, and Save. */
export function CatalogueFormDialog({
  title,
  onClose,
  onSubmit,
  saving,
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation(['adminCatalogue', 'common']);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} closeLabel={t('common:close')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {children}
        <Button type="submit" className="w-full" disabled={saving}>
          {saving ? t('saving') : t('save')}
        </Button>
      </form>
    </Dialog>
  );
}

/**
 * What a catalogue form does with the server's answer: close on success; otherwise put the field
 * messages on the fields and show one summary toast (decision 016). `applyFields` is
 * `applyServerRefusal` on the form: it returns what the fields do not already say.
 */
export function saveOutcome(options: {
  savedText: string;
  failedText: string;
  onClose: () => void;
  applyFields: (failure: unknown) => string | undefined;
}) {
  return {
    onSuccess: () => {
      toast.success(options.savedText, { id: 'catalogue-save' });
      options.onClose();
    },
    onError: (failure: unknown) => {
      toast.error(options.failedText, { id: 'catalogue-save', description: options.applyFields(failure) });
    },
  };
}

type SaveOutcome = ReturnType<typeof saveOutcome>;

/** The texts of one kind of catalogue row: `<kind>.createTitle`, `.createFailed`, `.updateFailed`. */
type CatalogueKind = 'brands' | 'categories' | 'services' | 'devices';

/**
 * The submit of a brand, category, service or device form: a new row is created, an existing one is
 * sent with its id and keeps its active flag (the table's switch changes that). Returns the props of
 * `CatalogueFormDialog`: its title, submit and saving state.
 */
export function useCatalogueRowSubmit<TValues extends FieldValues, TOutput, TBody>({
  kind,
  row,
  form,
  save,
  body,
  onClose,
}: {
  kind: CatalogueKind;
  row: { id: number; name: string; isActive: boolean } | undefined;
  form: UseFormReturn<TValues, unknown, TOutput>;
  save: {
    mutate: (variables: TBody & { isActive: boolean; id?: number }, outcome: SaveOutcome) => void;
    isPending: boolean;
  };
  /** What is sent: the checked values, unless the form says otherwise. */
  body: (input: TOutput) => TBody;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminCatalogue');
  const submit = form.handleSubmit((input) =>
    save.mutate(
      { ...body(input), isActive: row?.isActive ?? true, ...(row ? { id: row.id } : {}) },
      saveOutcome({
        savedText: t('saved'),
        failedText: row ? t(`${kind}.updateFailed`) : t(`${kind}.createFailed`),
        onClose,
        applyFields: (failure) => applyServerRefusal(form, failure),
      }),
    ),
  );
  return {
    title: row ? t('editName', { name: row.name }) : t(`${kind}.createTitle`),
    onClose,
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => void submit(event),
    saving: save.isPending,
  };
}
