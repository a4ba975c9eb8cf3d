import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { AdminDeviceRow } from '@shared/contracts/admin-catalogue';
import { deviceSchema, MAX_POPULARITY } from '@shared/schemas/admin-catalogue';
import { slugify } from '@shared/slug';
import { FormField, FormSelect, FormTextArea } from '../../components/ui/form-fields';
import { useSchemaForm } from '../../lib/use-schema-form';
import type { SchemaForm } from '../../lib/use-schema-form';
import { useAdminBrands, useAdminCategories, useSaveDevice } from './api';
import { CatalogueFormDialog, useCatalogueRowSubmit } from './catalogue-form-dialog';

/**
 * SPEC section 5's device form: name, brand and category required; the slug follows the name until
 * the admin edits it; storage and colours as comma lists; screen size in steps of 0.1 inch; the
 * popularity rank that orders the customer's list (1 shows first).
 */
export function DeviceFormDialog({
  device,
  onClose,
}: {
  device?: AdminDeviceRow | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminCatalogue');
  const save = useSaveDevice();
  // A new device's slug is made from its name until the admin types one of their own.
  const [slugEdited, setSlugEdited] = useState(Boolean(device));
  const form = useSchemaForm(deviceSchema, {
    defaultValues: deviceDefaults(device),
  });
  const slug = form.watch('slug');
  const dialog = useCatalogueRowSubmit({
    kind: 'devices',
    row: device,
    form,
    save,
    // The form's own values go: the server reads them with the same schema.
    body: () => form.getValues(),
    onClose,
  });
  return (
    <CatalogueFormDialog {...dialog}>
      <FormField
        control={form.control}
        name="name"
        label={t('devices.name')}
        maxLength={100}
        autoComplete="off"
        transform={(typed) => {
          if (!slugEdited) form.setValue('slug', slugify(typed));
          return typed;
        }}
      />
      <FormField
        control={form.control}
        name="slug"
        label={t('devices.slug')}
        hint={t('devices.slugHint', { slug: slugify(slug ?? '') || '…' })}
        maxLength={120}
        autoComplete="off"
        transform={(typed) => {
          setSlugEdited(typed !== '');
          return typed;
        }}
      />
      <BrandCategorySelects form={form} />
      <DeviceDetailFields form={form} />
    </CatalogueFormDialog>
  );
}

type DeviceForm = SchemaForm<typeof deviceSchema>;

/** The form's starting values: the device's own, or empty for a new one. */
function deviceDefaults(device: AdminDeviceRow | undefined) {
  return {
    name: device?.name ?? '',
    slug: device?.slug ?? '',
    brandId: device ? String(device.brandId) : '',
    categoryId: device ? String(device.categoryId) : '',
    modelNumber: device?.modelNumber ?? '',
    description: device?.description ?? '',
    imageUrl: device?.imageUrl ?? '',
    screenSize:
      device?.screenSize === null || device?.screenSize === undefined ? '' : String(device.screenSize),
    storageOptions: device?.storageOptions.join(', ') ?? '',
    colorOptions: device?.colorOptions.join(', ') ?? '',
    popularity: device ? String(device.popularity) : '',
  };
}

function BrandCategorySelects({ form }: { form: DeviceForm }) {
  const { t } = useTranslation('adminCatalogue');
  const brands = useAdminBrands();
  const categories = useAdminCategories();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormSelect control={form.control} name="brandId" label={t('devices.brand')}>
        <option value="">{t('devices.chooseBrand')}</option>
        {(brands.data ?? []).map((brand) => (
          <option key={brand.id} value={brand.id}>
            {brand.name}
            {brand.isActive ? '' : ` (${t('inactive')})`}
          </option>
        ))}
      </FormSelect>
      <FormSelect control={form.control} name="categoryId" label={t('devices.category')}>
        <option value="">{t('devices.chooseCategory')}</option>
        {(categories.data ?? []).map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
            {category.isActive ? '' : ` (${t('inactive')})`}
          </option>
        ))}
      </FormSelect>
    </div>
  );
}

/** Everything after the name, brand and category: all optional but the popularity rank. */
function DeviceDetailFields({ form }: { form: DeviceForm }) {
  const { t } = useTranslation('adminCatalogue');
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          control={form.control}
          name="modelNumber"
          label={t('devices.modelNumber')}
          hint={t('optional')}
          maxLength={60}
          autoComplete="off"
        />
        <FormField
          control={form.control}
          name="screenSize"
          label={t('devices.screenSize')}
          hint={t('optional')}
          type="number"
          inputMode="decimal"
          step={0.1}
          min={1}
          max={30}
        />
      </div>
      <FormField
        control={form.control}
        name="popularity"
        label={t('devices.popularity')}
        hint={t('devices.popularityHint')}
        type="number"
        inputMode="numeric"
        step={1}
        min={1}
        max={MAX_POPULARITY}
      />
      <FormField
        control={form.control}
        name="storageOptions"
        label={t('devices.storageOptions')}
        hint={t('devices.storageHint')}
        maxLength={500}
      />
      <FormField
        control={form.control}
        name="colorOptions"
        label={t('devices.colorOptions')}
        hint={t('devices.colorHint')}
        maxLength={500}
      />
      <FormField
        control={form.control}
        name="imageUrl"
        label={t('devices.imageUrl')}
        hint={t('devices.imageHint')}
        maxLength={500}
        inputMode="url"
      />
      <FormTextArea
        control={form.control}
        name="description"
        label={t('devices.description')}
        hint={t('optional')}
        maxLength={1000}
        rows={3}
      />
    </>
  );
}
