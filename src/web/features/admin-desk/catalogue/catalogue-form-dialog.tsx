import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/error-text';

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
 * messages on the fields (applyFields) and say what failed, with the server's reason.
 */
export function saveOutcome(options: {
  savedText: string;
  failedText: string;
  onClose: () => void;
  applyFields: (failure: unknown) => void;
}) {
  return {
    onSuccess: () => {
      toast.success(options.savedText);
      options.onClose();
    },
    onError: (failure: unknown) => {
      options.applyFields(failure);
      toast.error(
        options.failedText,
        failure instanceof ApiError ? { description: apiErrorText(failure) } : undefined,
      );
    },
  };
}
