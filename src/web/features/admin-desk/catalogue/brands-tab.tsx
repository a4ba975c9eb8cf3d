import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { AdminBrandRow } from '@shared/contracts/admin-catalogue';
import { brandSchema } from '@shared/schemas/admin-catalogue';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-fields';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/error-text';
import { applyServerErrors, useSchemaForm } from '../../../lib/use-schema-form';
import { useStaticList } from '../../../lib/use-static-list';
import { useAdminBrands, useSaveBrand } from './api';
import { ActiveSwitch, RowActions } from './row-actions';

type Editing = { brand?: AdminBrandRow } | null;

/** Brands: name, logo, website, active; add, edit, delete while no device uses them. */
export function BrandsTab() {
  const { t } = useTranslation('adminCatalogue');
  const brands = useAdminBrands();
  const list = useStaticList(brands, (row, needle) => row.name.toLowerCase().includes(needle));
  const [editing, setEditing] = useState<Editing>(null);
  const columns: DataTableColumn<AdminBrandRow>[] = [
    {
      id: 'logo',
      header: t('brands.logo'),
      cell: (row) =>
        row.logoUrl ? (
          <img
            src={row.logoUrl}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            className="size-10 rounded object-contain"
          />
        ) : (
          <span className="text-muted-foreground">{t('none')}</span>
        ),
    },
    {
      id: 'name',
      header: t('brands.name'),
      cell: (row) => <span className="font-medium">{row.name}</span>,
      csv: (row) => row.name,
    },
    {
      id: 'website',
      header: t('brands.websiteUrl'),
      cell: (row) =>
        row.websiteUrl ? (
          <a
            href={row.websiteUrl}
            target="_blank"
            rel="noreferrer noopener"
            className="text-primary underline"
          >
            {new URL(row.websiteUrl).hostname}
          </a>
        ) : (
          <span className="text-muted-foreground">{t('none')}</span>
        ),
      csv: (row) => row.websiteUrl,
    },
    {
      id: 'devices',
      header: t('brands.devices'),
      cell: (row) => <span className="tabular-nums">{row.deviceCount}</span>,
      csv: (row) => row.deviceCount,
    },
    {
      id: 'active',
      header: t('active'),
      cell: (row) => <ActiveSwitch kind="brands" row={row} failedText={t('brands.updateFailed')} />,
      csv: (row) => (row.isActive ? 'active' : 'inactive'),
    },
    {
      id: 'actions',
      header: t('actions'),
      cell: (row) => (
        <RowActions
          kind="brands"
          row={row}
          onEdit={() => setEditing({ brand: row })}
          deleteText={t('deleteText')}
          deleteFailedText={t('brands.deleteFailed')}
          statusFailedText={t('brands.updateFailed')}
        />
      ),
    },
  ];
  return (
    <div className="space-y-3">
      <div className="flex justify-end">
        <Button onClick={() => setEditing({})}>
          <Plus className="size-5" aria-hidden="true" />
          {t('brands.add')}
        </Button>
      </div>
      <DataTable
        caption={t('brands.caption')}
        columns={columns}
        list={list}
        getRowId={(row) => String(row.id)}
        emptyText={t('brands.empty')}
        errorText={t('brands.loadFailed')}
        searchLabel={t('brands.caption')}
        exportFilename="brands.csv"
      />
      {editing ? <BrandFormDialog brand={editing.brand} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

function BrandFormDialog({ brand, onClose }: { brand?: AdminBrandRow | undefined; onClose: () => void }) {
  const { t } = useTranslation(['adminCatalogue', 'common']);
  const save = useSaveBrand();
  const form = useSchemaForm(brandSchema, {
    defaultValues: {
      name: brand?.name ?? '',
      logoUrl: brand?.logoUrl ?? '',
      websiteUrl: brand?.websiteUrl ?? '',
    },
  });
  const failedText = brand ? t('brands.updateFailed') : t('brands.createFailed');
  const submit = form.handleSubmit((input) =>
    save.mutate(
      { ...input, isActive: brand?.isActive ?? true, ...(brand ? { id: brand.id } : {}) },
      {
        onSuccess: () => {
          toast.success(t('saved'));
          onClose();
        },
        onError: (failure) => {
          applyServerErrors(form, failure);
          toast.error(
            failedText,
            failure instanceof ApiError ? { description: apiErrorText(failure) } : undefined,
          );
        },
      },
    ),
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={brand ? t('editName', { name: brand.name }) : t('brands.createTitle')}
      closeLabel={t('common:close')}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <FormField
          control={form.control}
          name="name"
          label={t('brands.name')}
          maxLength={100}
          autoComplete="off"
        />
        <FormField
          control={form.control}
          name="logoUrl"
          label={t('brands.logoUrl')}
          hint={t('brands.logoHint')}
          maxLength={500}
          inputMode="url"
        />
        <FormField
          control={form.control}
          name="websiteUrl"
          label={t('brands.websiteUrl')}
          hint={t('optional')}
          type="url"
          maxLength={500}
        />
        <Button type="submit" className="w-full" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </form>
    </Dialog>
  );
}
