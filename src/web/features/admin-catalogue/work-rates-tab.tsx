import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import type { WorkRate } from '@shared/contracts/work-rates';
import { formatRupees } from '@shared/money';
import { workRateSchema } from '@shared/schemas/work-rate';
import { Button } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table';
import { FormCheckbox, FormField } from '../../components/ui/form-fields';
import { applyServerRefusal, useSchemaForm } from '../../lib/use-schema-form';
import { useStaticList } from '../../lib/use-static-list';
import { useTranslation } from '../../lib/use-translation';
import { useSaveWorkRate, useWorkRates } from './api';
import { CatalogueFormDialog, saveOutcome } from './catalogue-form-dialog';

/**
 * The rate card (decision 060): what work the catalogue does not list costs. At the door the
 * technician describes such work and picks one of these; a rate switched off is no longer offered.
 */
export function WorkRatesTab() {
  const { t } = useTranslation('adminCatalogue');
  const rates = useWorkRates();
  const list = useStaticList(rates, (row, needle) => row.name.toLowerCase().includes(needle));
  const [editing, setEditing] = useState<{ rate?: WorkRate } | null>(null);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-prose text-muted-foreground">{t('rates.intro')}</p>
        <Button onClick={() => setEditing({})}>
          <Plus className="size-5" aria-hidden="true" />
          {t('rates.add')}
        </Button>
      </div>
      <DataTable
        caption={t('rates.caption')}
        list={list}
        getRowId={(row) => String(row.id)}
        emptyText={t('rates.empty')}
        errorText={t('rates.loadFailed')}
        searchLabel={t('rates.caption')}
        exportFilename="work-rates"
        columns={[
          {
            id: 'name',
            header: t('rates.name'),
            cell: (row) => <span className="font-medium">{row.name}</span>,
            csv: (row) => row.name,
          },
          {
            id: 'price',
            header: t('rates.price'),
            cell: (row) => <span className="tabular-nums">{formatRupees(row.priceAmount)}</span>,
            csv: (row) => row.priceAmount / 100,
          },
          {
            id: 'warranty',
            header: t('rates.warranty'),
            cell: (row) => (
              <span className="tabular-nums">{t('rates.days', { count: row.warrantyDays })}</span>
            ),
            csv: (row) => row.warrantyDays,
          },
          {
            id: 'active',
            header: t('active'),
            cell: (row) => (row.isActive ? t('rates.offered') : t('inactive')),
            csv: (row) => (row.isActive ? 'active' : 'inactive'),
          },
          {
            id: 'actions',
            header: t('actions'),
            cell: (row) => (
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('editName', { name: row.name })}
                onClick={() => setEditing({ rate: row })}
              >
                <Pencil className="size-4" aria-hidden="true" />
                {t('edit')}
              </Button>
            ),
          },
        ]}
      />
      {editing ? <WorkRateFormDialog rate={editing.rate} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

function WorkRateFormDialog({ rate, onClose }: { rate?: WorkRate | undefined; onClose: () => void }) {
  const { t } = useTranslation('adminCatalogue');
  const save = useSaveWorkRate();
  const form = useSchemaForm(workRateSchema, {
    defaultValues: {
      name: rate?.name ?? '',
      price: rate ? String(rate.priceAmount / 100) : '',
      warrantyDays: String(rate?.warrantyDays ?? 30),
      isActive: rate?.isActive ?? true,
    },
  });
  const submit = form.handleSubmit(() =>
    save.mutate(
      { ...form.getValues(), ...(rate ? { id: rate.id } : {}) },
      saveOutcome({
        savedText: t('saved'),
        failedText: rate ? t('rates.updateFailed') : t('rates.createFailed'),
        onClose,
        applyFields: (failure) => applyServerRefusal(form, failure),
      }),
    ),
  );
  return (
    <CatalogueFormDialog
      title={rate ? t('editName', { name: rate.name }) : t('rates.createTitle')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      saving={save.isPending}
    >
      <FormField
        control={form.control}
        name="name"
        label={t('rates.name')}
        maxLength={100}
        autoComplete="off"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          control={form.control}
          name="price"
          label={t('rates.priceField')}
          type="number"
          inputMode="decimal"
          min={1}
          step={1}
        />
        <FormField
          control={form.control}
          name="warrantyDays"
          label={t('rates.warrantyField')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
        />
      </div>
      <FormCheckbox
        control={form.control}
        name="isActive"
        label={t('rates.offered')}
        hint={t('rates.offeredText')}
      />
    </CatalogueFormDialog>
  );
}
