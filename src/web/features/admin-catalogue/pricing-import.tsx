import { Upload, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { PricingImportPreview } from '@shared/contracts/admin-catalogue';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useImportPricing, usePreviewPricingImport } from './api';
import { PricePreviewDialog } from './price-preview-dialog';

interface ImportProblems {
  message: string;
  /** "line 3" → what is wrong with it, in the file's order. */
  lines: [string, string][];
}

/**
 * Import CSV, in two steps: the file is checked and its changes shown (nothing written), then applied
 * when the admin confirms. A file with problems leaves them in a panel that stays until the admin
 * closes it or imports again, so that they can be fixed one by one in the spreadsheet (decision 035).
 */
export function PricingImport() {
  const { t } = useTranslation(['adminCatalogue', 'common']);
  const fileInput = useRef<HTMLInputElement>(null);
  const previewImport = usePreviewPricingImport();
  const importPricing = useImportPricing();
  const [checked, setChecked] = useState<{ file: File; preview: PricingImportPreview } | null>(null);
  const [problems, setProblems] = useState<ImportProblems | null>(null);

  const showProblems = (failure: unknown) =>
    setProblems({
      message: failure instanceof ApiError ? failure.message : t('grid.importFailed'),
      lines: failure instanceof ApiError && failure.fields ? Object.entries(failure.fields) : [],
    });

  const check = (file: File) => {
    setProblems(null);
    previewImport.mutate(file, {
      onSuccess: (preview) => {
        if (preview.changes.length > 0) setChecked({ file, preview });
        else toast.success(t('grid.importNoChange'), { id: 'price-grid' });
      },
      onError: showProblems,
    });
  };

  const apply = () => {
    if (!checked) return;
    importPricing.mutate(checked.file, {
      onSuccess: (result) => {
        setChecked(null);
        toast.success(t('grid.imported', { created: result.created, updated: result.updated }), {
          id: 'price-grid',
        });
      },
      onError: (failure) => {
        setChecked(null);
        showProblems(failure);
      },
    });
  };

  const busy = previewImport.isPending || importPricing.isPending;
  return (
    <>
      <Button variant="outline" onClick={() => fileInput.current?.click()} disabled={busy}>
        <Upload className="size-5" aria-hidden="true" />
        {busy ? t('grid.importing') : t('grid.import')}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        tabIndex={-1}
        aria-label={t('grid.import')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) check(file);
        }}
      />
      {problems ? <ImportProblemsPanel problems={problems} onClose={() => setProblems(null)} /> : null}
      {checked ? (
        <PricePreviewDialog
          changes={checked.preview.changes.map((change, index) => ({ key: String(index), ...change }))}
          title={t('grid.importTitle', { count: checked.preview.changes.length })}
          description={t('grid.importText', {
            created: checked.preview.created,
            unchanged: checked.preview.unchanged,
          })}
          applyLabel={t('grid.importApply')}
          busy={importPricing.isPending}
          onApply={apply}
          onClose={() => setChecked(null)}
        />
      ) : null}
    </>
  );
}

/** What is wrong with the file, line by line; it stays until closed or another file is imported. */
function ImportProblemsPanel({ problems, onClose }: { problems: ImportProblems; onClose: () => void }) {
  const { t } = useTranslation(['adminCatalogue', 'common']);
  return (
    <section
      role="alert"
      aria-labelledby="pricing-import-problems"
      className="order-last w-full rounded-lg border border-danger bg-card p-4"
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 id="pricing-import-problems" className="font-semibold text-danger">
            {t('grid.problemsTitle')}
          </h3>
          <p>{problems.message}</p>
        </div>
        <Button variant="ghost" size="icon" aria-label={t('common:close')} onClick={onClose}>
          <X className="size-5" aria-hidden="true" />
        </Button>
      </div>
      {problems.lines.length > 0 ? (
        <ul className="mt-2 max-h-64 list-disc space-y-1 overflow-y-auto pl-5 text-sm">
          {problems.lines.map(([line, problem]) => (
            <li key={line}>
              <span className="font-semibold">{line}:</span> {problem}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
