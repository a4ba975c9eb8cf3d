import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../lib/use-translation';
import type { AdminPricingRow } from '@shared/contracts/admin-catalogue';
import { formatRupees } from '@shared/money';
import { slugify } from '@shared/slug';
import { Button } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table';
import type { DataTableColumn } from '../../components/ui/data-table';
import { SelectField } from '../../components/ui/field';
import { useStaticList } from '../../lib/use-static-list';
import { useAdminBrands, useAdminPricing } from './api';
import { PriceGrid } from './price-grid';
import { PricingFormDialog } from './pricing-form-dialog';
import { RowActions } from './row-actions';

/** Every price: what each repair costs on each device, narrowed to a brand; added, edited, deleted. */
export function PricingTab() {
  const { t } = useTranslation('adminCatalogue');
  const [view, setView] = useState<'list' | 'grid'>('list');
  return (
    <div className="space-y-4">
      <div role="group" aria-label={t('pricing.viewLabel')} className="inline-flex rounded-lg bg-muted p-1">
        {(['list', 'grid'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={view === option}
            onClick={() => setView(option)}
            className={
              view === option
                ? 'min-h-11 rounded-md bg-card px-4 font-semibold shadow-sm'
                : 'min-h-11 rounded-md px-4 font-semibold text-muted-foreground'
            }
          >
            {option === 'list' ? t('pricing.viewList') : t('pricing.viewGrid')}
          </button>
        ))}
      </div>
      {view === 'list' ? <PricingList /> : <PriceGrid />}
    </div>
  );
}

function PricingList() {
  const { t } = useTranslation('adminCatalogue');
  const [brandId, setBrandId] = useState('');
  const pricing = useAdminPricing(brandId ? { brandId: Number(brandId) } : {});
  const brands = useAdminBrands();
  const brandName = (brands.data ?? []).find((brand) => String(brand.id) === brandId)?.name;
  const list = useStaticList(pricing, (row, needle) =>
    [row.deviceName, row.serviceName, row.brandName].some((text) => text.toLowerCase().includes(needle)),
  );
  const [editing, setEditing] = useState<{ price?: AdminPricingRow } | null>(null);
  const columns = pricingColumns(t, (price) => setEditing({ price }));
  return (
    <div className="space-y-3">
      <div className="flex justify-end">
        <Button onClick={() => setEditing({})}>
          <Plus className="size-5" aria-hidden="true" />
          {t('pricing.add')}
        </Button>
      </div>
      <DataTable
        caption={t('pricing.caption')}
        columns={columns}
        list={list}
        getRowId={(row) => String(row.id)}
        emptyText={t('pricing.empty')}
        errorText={t('pricing.loadFailed')}
        searchLabel={t('pricing.caption')}
        exportFilename={`pricing-${brandName ? slugify(brandName) : 'all-brands'}`}
        filters={
          <SelectField
            label={t('pricing.brand')}
            value={brandId}
            onChange={(event) => setBrandId(event.target.value)}
          >
            <option value="">{t('pricing.anyBrand')}</option>
            {(brands.data ?? []).map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.name}
              </option>
            ))}
          </SelectField>
        }
      />
      {editing ? <PricingFormDialog price={editing.price} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

function pricingColumns(
  t: TFunction<'adminCatalogue'>,
  onEdit: (price: AdminPricingRow) => void,
): DataTableColumn<AdminPricingRow>[] {
  return [
    {
      id: 'device',
      header: t('pricing.device'),
      cell: (row) => (
        <span className="block min-w-36">
          <span className="block font-medium">{row.deviceName}</span>
          <span className="block text-sm text-muted-foreground">{row.brandName}</span>
        </span>
      ),
      csv: (row) => row.deviceName,
    },
    {
      id: 'service',
      header: t('pricing.service'),
      cell: (row) => row.serviceName,
      csv: (row) => row.serviceName,
    },
    {
      id: 'price',
      header: t('pricing.price'),
      cell: (row) => <span className="font-semibold tabular-nums">{formatRupees(row.priceAmount)}</span>,
      csv: (row) => row.priceAmount / 100,
    },
    {
      id: 'time',
      header: t('pricing.time'),
      cell: (row) => (
        <span className="whitespace-nowrap">{t('pricing.hours', { count: row.estimatedTimeHours })}</span>
      ),
      csv: (row) => row.estimatedTimeHours,
    },
    {
      id: 'warranty',
      header: t('pricing.warranty'),
      cell: (row) => (
        <span className="whitespace-nowrap">{t('pricing.days', { count: row.warrantyDays })}</span>
      ),
      csv: (row) => row.warrantyDays,
    },
    {
      id: 'available',
      header: t('pricing.available'),
      cell: (row) =>
        row.isAvailable ? t('pricing.yes') : <span className="text-muted-foreground">{t('pricing.no')}</span>,
      csv: (row) => (row.isAvailable ? 'yes' : 'no'),
    },
    {
      id: 'actions',
      header: t('actions'),
      cell: (row) => (
        <RowActions
          kind="pricing"
          row={{ id: row.id, name: `${row.serviceName} · ${row.deviceName}` }}
          onEdit={() => onEdit(row)}
          deleteText={t('deleteText')}
          deleteFailedText={t('pricing.deleteFailed')}
        />
      ),
    },
  ];
}
