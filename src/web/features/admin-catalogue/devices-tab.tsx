import { ExternalLink, Smartphone } from 'lucide-react';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../lib/use-translation';
import type { AdminDeviceRow } from '@shared/contracts/admin-catalogue';
import { pagePaths, pathTo } from '@shared/paths';
import type { DataTableColumn } from '../../components/ui/data-table';
import { SelectField } from '../../components/ui/field';
import { useAdminBrands, useAdminCategories, useAdminDevicePages } from './api';
import { DeviceFormDialog } from './device-form-dialog';
import { CatalogueTable } from './catalogue-table';

interface DeviceFilters {
  brandId: string;
  categoryId: string;
  active: '' | 'true' | 'false';
}

/**
 * Devices: searched, filtered by brand, category and active, and paged on the server (hundreds of
 * them); added, edited, deleted with their prices.
 */
export function DevicesTab() {
  const { t } = useTranslation('adminCatalogue');
  const [filters, setFilters] = useState<DeviceFilters>({ brandId: '', categoryId: '', active: '' });
  const list = useAdminDevicePages({
    brandId: filters.brandId || undefined,
    categoryId: filters.categoryId || undefined,
    active: filters.active || undefined,
  });
  const [editing, setEditing] = useState<{ device?: AdminDeviceRow } | null>(null);

  return (
    <>
      <CatalogueTable
        kind="devices"
        caption={t('devices.caption')}
        addLabel={t('devices.add')}
        onAdd={() => setEditing({})}
        onEdit={(device) => setEditing({ device })}
        columns={deviceColumns(t)}
        list={list}
        emptyText={t('devices.empty')}
        errorText={`${t('devices.loadFailed')}. ${t('devices.loadFailedText')}`}
        searchLabel={t('devices.search')}
        exportFilename="devices"
        filters={<DeviceFilterBar filters={filters} onChange={setFilters} />}
        deleteText={(row) => t('devices.deleteText', { count: row.priceCount })}
        deleteFailedText={t('devices.deleteFailed')}
        statusFailedText={t('devices.statusFailed')}
        extraActions={(row) => (
          <a
            href={pathTo(pagePaths.device, { slug: row.slug })}
            target="_blank"
            rel="noreferrer"
            className="grid size-11 place-items-center rounded-lg hover:bg-muted"
            aria-label={`${t('devices.view')}: ${row.name}`}
            title={t('devices.view')}
          >
            <ExternalLink className="size-5" aria-hidden="true" />
          </a>
        )}
      />
      {editing ? <DeviceFormDialog device={editing.device} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

function deviceColumns(t: TFunction<'adminCatalogue'>): DataTableColumn<AdminDeviceRow>[] {
  return [
    {
      id: 'image',
      header: t('devices.image'),
      cell: (row) =>
        row.imageUrl ? (
          <img
            src={row.imageUrl}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            className="size-12 rounded-lg bg-muted object-contain"
          />
        ) : (
          <span className="grid size-12 place-items-center rounded-lg bg-muted">
            <Smartphone className="size-6 text-muted-foreground" aria-hidden="true" />
          </span>
        ),
    },
    {
      id: 'name',
      header: t('devices.name'),
      cell: (row) => (
        <span className="block min-w-40">
          <span className="block font-medium">{row.name}</span>
          <span className="block text-sm text-muted-foreground">
            {[row.modelNumber, row.slug].filter(Boolean).join(' · ')}
          </span>
        </span>
      ),
      csv: (row) => row.name,
      sortable: true,
    },
    { id: 'brand', header: t('devices.brand'), cell: (row) => row.brandName, csv: (row) => row.brandName },
    {
      id: 'category',
      header: t('devices.category'),
      cell: (row) => row.categoryName,
      csv: (row) => row.categoryName,
    },
    {
      id: 'popularity',
      header: t('devices.popularity'),
      cell: (row) => <span className="tabular-nums">{row.popularity}</span>,
      csv: (row) => row.popularity,
      sortable: true,
    },
    {
      id: 'prices',
      header: t('devices.prices'),
      cell: (row) => <span className="tabular-nums">{row.priceCount}</span>,
      csv: (row) => row.priceCount,
    },
  ];
}

/** Brand, category and shown-or-not. */
function DeviceFilterBar({
  filters,
  onChange: setFilters,
}: {
  filters: DeviceFilters;
  onChange: (filters: DeviceFilters) => void;
}) {
  const { t } = useTranslation('adminCatalogue');
  const brands = useAdminBrands();
  const categories = useAdminCategories();
  return (
    <>
      <SelectField
        label={t('devices.brand')}
        value={filters.brandId}
        onChange={(event) => setFilters({ ...filters, brandId: event.target.value })}
      >
        <option value="">{t('devices.anyBrand')}</option>
        {(brands.data ?? []).map((brand) => (
          <option key={brand.id} value={brand.id}>
            {brand.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('devices.category')}
        value={filters.categoryId}
        onChange={(event) => setFilters({ ...filters, categoryId: event.target.value })}
      >
        <option value="">{t('devices.anyCategory')}</option>
        {(categories.data ?? []).map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('devices.status')}
        value={filters.active}
        onChange={(event) =>
          setFilters({ ...filters, active: event.target.value as DeviceFilters['active'] })
        }
      >
        <option value="">{t('devices.anyStatus')}</option>
        <option value="true">{t('active')}</option>
        <option value="false">{t('inactive')}</option>
      </SelectField>
    </>
  );
}
