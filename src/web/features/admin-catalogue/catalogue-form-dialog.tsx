import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
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
