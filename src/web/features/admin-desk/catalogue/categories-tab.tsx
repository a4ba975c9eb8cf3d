import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { AdminCategoryRow } from '@shared/contracts/admin-catalogue';
import { categoryIcons, categorySchema } from '@shared/schemas/admin-catalogue';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { Dialog } from '../../../components/ui/dialog';
import { FormField, FormTextArea } from '../../../components/ui/form-fields';
import { ServiceIcon } from '../../../components/ui/service-icon';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/error-text';
import { applyServerErrors, useSchemaForm } from '../../../lib/use-schema-form';
import { useStaticList } from '../../../lib/use-static-list';
import { useAdminCategories, useSaveCategory } from './api';
import { IconPicker } from './icon-picker';
import { ActiveSwitch, RowActions } from './row-actions';

/** Device categories (phones, tablets...): name, description, icon, active. */
export function CategoriesTab() {
  const { t } = useTranslation('adminCatalogue');
  const categories = useAdminCategories();
  const list = useStaticList(categories, (row, needle) => row.name.toLowerCase().includes(needle));
  const [editing, setEditing] = useState<{ category?: AdminCategoryRow } | null>(null);
  const columns: DataTableColumn<AdminCategoryRow>[] = [
    {
      id: 'icon',
      header: t('categories.icon'),
      cell: (row) => <ServiceIcon name={row.iconName} className="size-6 text-primary" />,
      csv: (row) => row.iconName,
    },
    {
      id: 'name',
      header: t('categories.name'),
      cell: (row) => <span className="font-medium">{row.name}</span>,
      csv: (row) => row.name,
    },
    {
      id: 'description',
      header: t('categories.description'),
      cell: (row) => row.description ?? <span className="text-muted-foreground">{t('none')}</span>,
      csv: (row) => row.description,
    },
    {
      id: 'devices',
      header: t('categories.devices'),
      cell: (row) => <span className="tabular-nums">{row.deviceCount}</span>,
      csv: (row) => row.deviceCount,
    },
    {
      id: 'active',
      header: t('active'),
      cell: (row) => <ActiveSwitch kind="categories" row={row} failedText={t('categories.updateFailed')} />,
      csv: (row) => (row.isActive ? 'active' : 'inactive'),
    },
    {
      id: 'actions',
      header: t('actions'),
      cell: (row) => (
        <RowActions
          kind="categories"
          row={row}
          onEdit={() => setEditing({ category: row })}
          deleteText={t('deleteText')}
          deleteFailedText={t('categories.deleteFailed')}
          statusFailedText={t('categories.updateFailed')}
        />
      ),
    },
  ];
  return (
    <div className="space-y-3">
      <div className="flex justify-end">
        <Button onClick={() => setEditing({})}>
          <Plus className="size-5" aria-hidden="true" />
          {t('categories.add')}
        </Button>
      </div>
      <DataTable
        caption={t('categories.caption')}
        columns={columns}
        list={list}
        getRowId={(row) => String(row.id)}
        emptyText={t('categories.empty')}
        errorText={t('categories.loadFailed')}
        searchLabel={t('categories.caption')}
        exportFilename="categories.csv"
      />
      {editing ? <CategoryFormDialog category={editing.category} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

function CategoryFormDialog({
  category,
  onClose,
}: {
  category?: AdminCategoryRow | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation(['adminCatalogue', 'common']);
  const save = useSaveCategory();
  const form = useSchemaForm(categorySchema, {
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      iconName: (category?.iconName as (typeof categoryIcons)[number] | undefined) ?? 'Smartphone',
    },
  });
  const failedText = category ? t('categories.updateFailed') : t('categories.createFailed');
  const submit = form.handleSubmit((input) =>
    save.mutate(
      { ...input, isActive: category?.isActive ?? true, ...(category ? { id: category.id } : {}) },
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
      title={category ? t('editName', { name: category.name }) : t('categories.createTitle')}
      closeLabel={t('common:close')}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <FormField
          control={form.control}
          name="name"
          label={t('categories.name')}
          maxLength={100}
          autoComplete="off"
        />
        <FormTextArea
          control={form.control}
          name="description"
          label={t('categories.description')}
          hint={t('optional')}
          maxLength={500}
          rows={3}
        />
        <IconPicker
          control={form.control}
          name="iconName"
          label={t('categories.icon')}
          icons={categoryIcons}
        />
        <Button type="submit" className="w-full" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </form>
    </Dialog>
  );
}
