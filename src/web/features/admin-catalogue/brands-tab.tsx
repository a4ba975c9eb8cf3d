import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { AdminBrandRow } from '@shared/contracts/admin-catalogue';
import { brandSchema } from '@shared/schemas/admin-catalogue';
import { FormField } from '../../components/ui/form-fields';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useStaticList } from '../../lib/use-static-list';
import { useAdminBrands, useSaveBrand } from './api';
import { CatalogueFormDialog, useCatalogueRowSubmit } from './catalogue-form-dialog';
import { CatalogueTable, useCatalogueListTexts } from './catalogue-table';

/** Brands: name, logo, website, active; add, edit, delete while no device uses them. */
export function BrandsTab() {
  const { t } = useTranslation('adminCatalogue');
  const brands = useAdminBrands();
  const list = useStaticList(brands, (row, needle) => row.name.toLowerCase().includes(needle));
  const [editing, setEditing] = useState<{ brand?: AdminBrandRow } | null>(null);
  const none = <span className="text-muted-foreground">{t('none')}</span>;
  const listTexts = useCatalogueListTexts('brands');
  return (
    <>
      <CatalogueTable
        kind="brands"
        {...listTexts}
        onAdd={() => setEditing({})}
        onEdit={(brand) => setEditing({ brand })}
        list={list}
        exportFilename="brands"
        columns={[
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
                none
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
                none
              ),
            csv: (row) => row.websiteUrl,
          },
          {
            id: 'devices',
            header: t('brands.devices'),
            cell: (row) => <span className="tabular-nums">{row.deviceCount}</span>,
            csv: (row) => row.deviceCount,
          },
        ]}
      />
      {editing ? <BrandFormDialog brand={editing.brand} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

function BrandFormDialog({ brand, onClose }: { brand?: AdminBrandRow | undefined; onClose: () => void }) {
  const { t } = useTranslation('adminCatalogue');
  const save = useSaveBrand();
  const form = useSchemaForm(brandSchema, {
    defaultValues: {
      name: brand?.name ?? '',
      logoUrl: brand?.logoUrl ?? '',
      websiteUrl: brand?.websiteUrl ?? '',
    },
  });
  const dialog = useCatalogueRowSubmit({
    kind: 'brands',
    row: brand,
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
    </CatalogueFormDialog>
  );
}
