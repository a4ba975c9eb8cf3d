import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { AdminCategoryRow } from '@shared/contracts/admin-catalogue';
import { categoryIcons, categorySchema } from '@shared/schemas/admin-catalogue';
import type { CategoryInput } from '@shared/schemas/admin-catalogue';
import { FormField, FormTextArea } from '../../components/ui/form-fields';
import { ServiceIcon } from '../../components/ui/service-icon';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useStaticList } from '../../lib/use-static-list';
import { useAdminCategories, useSaveCategory } from './api';
import { CatalogueFormDialog, useCatalogueRowSubmit } from './catalogue-form-dialog';
import { CatalogueTable, useCatalogueListTexts } from './catalogue-table';
import { IconPicker } from './icon-picker';

/** Device categories (phones, tablets...): name, description, icon, active. */
export function CategoriesTab() {
  const { t } = useTranslation('adminCatalogue');
  const categories = useAdminCategories();
  const list = useStaticList(categories, (row, needle) => row.name.toLowerCase().includes(needle));
  const [editing, setEditing] = useState<{ category?: AdminCategoryRow } | null>(null);
  const listTexts = useCatalogueListTexts('categories');
  return (
    <>
      <CatalogueTable
        kind="categories"
        {...listTexts}
        onAdd={() => setEditing({})}
        onEdit={(category) => setEditing({ category })}
        list={list}
        exportFilename="categories"
        columns={[
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
        ]}
      />
      {editing ? <CategoryFormDialog category={editing.category} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

function CategoryFormDialog({
  category,
  onClose,
}: {
  category?: AdminCategoryRow | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminCatalogue');
  const save = useSaveCategory();
  const form = useSchemaForm(categorySchema, {
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      iconName: (category?.iconName as CategoryInput['iconName']) ?? 'Smartphone',
    },
  });
  const dialog = useCatalogueRowSubmit({
    kind: 'categories',
    row: category,
    form,
    save,
    onClose,
    body: (input) => input,
  });
  return (
    <CatalogueFormDialog {...dialog}>
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
      <IconPicker control={form.control} name="iconName" label={t('categories.icon')} icons={categoryIcons} />
    </CatalogueFormDialog>
  );
}
