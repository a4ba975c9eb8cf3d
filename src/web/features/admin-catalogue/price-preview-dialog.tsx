import { ArrowRight } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { formatRupees } from '@shared/money';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';

export interface PriceChange {
  key: string;
  device: string;
  service: string;
  /** Paise; null for a repair that has no price yet (an imported file's new prices). */
  before: number | null;
  after: number;
}

/**
 * Before and after of a bulk change, for the admin to check: a rule's changes before they go into the
 * grid, and an imported file's before it is applied (with its own title, text and button).
 */
export function PricePreviewDialog({
  changes,
  onApply,
  onClose,
  title,
  description,
  applyLabel,
  busy = false,
}: {
  changes: PriceChange[];
  onApply: (changes: PriceChange[]) => void;
  onClose: () => void;
  title?: string;
  description?: string;
  applyLabel?: string;
  busy?: boolean;
}) {
  const { t } = useTranslation(['adminCatalogue', 'common']);
  const total = (key: 'before' | 'after') => changes.reduce((sum, change) => sum + (change[key] ?? 0), 0);
  const heading = title ?? t('grid.previewTitle', { count: changes.length });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={heading}
      description={description ?? t('grid.previewText')}
      closeLabel={t('common:close')}
    >
      <PreviewTable changes={changes} caption={heading} />
      {changes.every((change) => change.before !== null) ? (
        <p className="mt-3 text-sm text-muted-foreground">
          {t('grid.previewTotal', {
            before: formatRupees(total('before')),
            after: formatRupees(total('after')),
          })}
        </p>
      ) : null}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row-reverse">
        <Button className="flex-1" onClick={() => onApply(changes)} disabled={busy}>
          {applyLabel ?? t('grid.previewApply')}
        </Button>
        <Button variant="outline" className="flex-1" onClick={onClose}>
          {t('cancel')}
        </Button>
      </div>
    </Dialog>
  );
}

/** Each changed price, before and after. */
function PreviewTable({ changes, caption }: { changes: readonly PriceChange[]; caption: string }) {
  const { t } = useTranslation('adminCatalogue');
  return (
    <div className="max-h-[50vh] overflow-y-auto rounded-lg border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-muted">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t('pricing.device')}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t('grid.before')}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t('grid.after')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {changes.map((change) => (
            <tr key={change.key}>
              <td className="px-3 py-2">
                <span className="block font-medium">{change.device}</span>
                <span className="block text-muted-foreground">{change.service}</span>
              </td>
              <td className="px-3 py-2 text-right tabular-nums">
                {change.before === null ? t('grid.newPrice') : formatRupees(change.before)}
              </td>
              <td className="px-3 py-2 text-right font-semibold tabular-nums">
                <ArrowRight className="mr-1 inline size-4 text-muted-foreground" aria-hidden="true" />
                {formatRupees(change.after)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
