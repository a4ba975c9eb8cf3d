import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { AdminPricingRow } from '@shared/contracts/admin-catalogue';
import { pricingSchema, pricingUpdateSchema } from '@shared/schemas/admin-catalogue';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { SelectField } from '../../components/ui/field';
import { FormCheckbox, FormField, FormSelect } from '../../components/ui/form-fields';
import { applyServerRefusal, useSchemaForm } from '../../lib/use-schema-form';
import type { SchemaForm } from '../../lib/use-schema-form';
import { saveOutcome } from './catalogue-form-dialog';
import {
  useAdminBrands,
  useAdminDevices,
  useAdminRepairServices,
  useCreatePricing,
  useUpdatePricing,
} from './api';

/** 'Add pricing' (SPEC section 5): the brand first narrows the devices; or a price's terms edited. */
export function PricingFormDialog({
  price,
  onClose,
}: {
  price?: AdminPricingRow | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation(['adminCatalogue', 'common']);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        price
          ? t('pricing.editTitle', { service: price.serviceName, device: price.deviceName })
          : t('pricing.createTitle')
      }
      closeLabel={t('common:close')}
    >
      {price ? <EditPricing price={price} onDone={onClose} /> : <CreatePricing onDone={onClose} />}
    </Dialog>
  );
}

function CreatePricing({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('adminCatalogue');
  const create = useCreatePricing();
  const brands = useAdminBrands();
  const services = useAdminRepairServices();
  const [brandId, setBrandId] = useState('');
  const devices = useAdminDevices(brandId ? { brandId: Number(brandId) } : {});
  const form = useSchemaForm(pricingSchema, {
    // The spec's defaults: ₹0, 1 hour, 90 days, available.
    defaultValues: {
      deviceId: '',
      repairServiceId: '',
      price: '0',
      estimatedTimeHours: '1',
      warrantyDays: '90',
      isAvailable: true,
    },
  });
  const submit = form.handleSubmit(() =>
    create.mutate(
      form.getValues(),
      saveOutcome({
        savedText: t('saved'),
        failedText: t('pricing.createFailed'),
        onClose: onDone,
        applyFields: (failure) => applyServerRefusal(form, failure),
      }),
    ),
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <SelectField
        label={t('pricing.brand')}
        value={brandId}
        onChange={(event) => {
          setBrandId(event.target.value);
          form.setValue('deviceId', '');
        }}
      >
        <option value="">{t('pricing.chooseBrand')}</option>
        {(brands.data ?? []).map((brand) => (
          <option key={brand.id} value={brand.id}>
            {brand.name}
          </option>
        ))}
      </SelectField>
      <FormSelect control={form.control} name="deviceId" label={t('pricing.device')} disabled={!brandId}>
        <option value="">{t('pricing.chooseDevice')}</option>
        {(brandId ? (devices.data ?? []) : []).map((device) => (
          <option key={device.id} value={device.id}>
            {device.name}
          </option>
        ))}
      </FormSelect>
      <FormSelect control={form.control} name="repairServiceId" label={t('pricing.service')}>
        <option value="">{t('pricing.chooseService')}</option>
        {(services.data ?? []).map((service) => (
          <option key={service.id} value={service.id}>
            {service.name}
          </option>
        ))}
      </FormSelect>
      <PricingTerms form={form} />
      <Button type="submit" className="w-full" disabled={create.isPending}>
        {create.isPending ? t('saving') : t('save')}
      </Button>
    </form>
  );
}

function EditPricing({ price, onDone }: { price: AdminPricingRow; onDone: () => void }) {
  const { t } = useTranslation('adminCatalogue');
  const update = useUpdatePricing();
  const form = useSchemaForm(pricingUpdateSchema, {
    defaultValues: {
      price: String(price.priceAmount / 100),
      estimatedTimeHours: String(price.estimatedTimeHours),
      warrantyDays: String(price.warrantyDays),
      isAvailable: price.isAvailable,
    },
  });
  const submit = form.handleSubmit(() =>
    update.mutate(
      { id: price.id, ...form.getValues() },
      saveOutcome({
        savedText: t('saved'),
        failedText: t('pricing.updateFailed'),
        onClose: onDone,
        applyFields: (failure) => applyServerRefusal(form, failure),
      }),
    ),
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <PricingTerms form={form} />
      <Button type="submit" className="w-full" disabled={update.isPending}>
        {update.isPending ? t('saving') : t('save')}
      </Button>
    </form>
  );
}

/** Price, time, warranty and availability: the same fields when adding and editing. */
function PricingTerms({
  form,
}: {
  form: SchemaForm<typeof pricingUpdateSchema> | SchemaForm<typeof pricingSchema>;
}) {
  const { t } = useTranslation('adminCatalogue');
  // Both forms have these fields with the same types.
  const control = (form as SchemaForm<typeof pricingUpdateSchema>).control;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          control={control}
          name="price"
          label={t('pricing.price')}
          type="number"
          inputMode="decimal"
          min={0}
          step={1}
        />
        <FormField
          control={control}
          name="estimatedTimeHours"
          label={t('pricing.time')}
          type="number"
          inputMode="decimal"
          min={0.5}
          step={0.5}
        />
        <FormField
          control={control}
          name="warrantyDays"
          label={t('pricing.warranty')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
        />
      </div>
      <FormCheckbox
        control={control}
        name="isAvailable"
        label={t('pricing.available')}
        hint={t('pricing.availableText')}
      />
    </>
  );
}
