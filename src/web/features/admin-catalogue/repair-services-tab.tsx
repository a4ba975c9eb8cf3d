import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { articleSlugs } from '@shared/blog-slugs';
import { DEFAULT_GST_RATE, DEFAULT_SAC_CODE, gstRates } from '@shared/gst';
import type { AdminRepairServiceRow } from '@shared/contracts/admin-catalogue';
import { repairServiceSchema, serviceIcons } from '@shared/schemas/admin-catalogue';
import type { RepairServiceInput } from '@shared/schemas/admin-catalogue';
import { FormField, FormSelect, FormTextArea } from '../../components/ui/form-fields';
import { ServiceIcon } from '../../components/ui/service-icon';
import { useSchemaForm } from '../../lib/use-schema-form';
import type { SchemaForm } from '../../lib/use-schema-form';
import { useStaticList } from '../../lib/use-static-list';
import { useAdminRepairServices, useSaveRepairService } from './api';
import { CatalogueFormDialog, useCatalogueRowSubmit } from './catalogue-form-dialog';
import { CatalogueTable, useCatalogueListTexts } from './catalogue-table';
import { IconPicker } from './icon-picker';
import { RepairServiceTranslations, translationDefaults } from './repair-service-translations';

/**
 * Repair services: name, description, icon, the quick fix customers read first, blog article, how its
 * invoice lines are taxed (SAC code and GST rate), active, and those words in Hindi and Odia.
 */
export function RepairServicesTab() {
  const { t } = useTranslation('adminCatalogue');
  const services = useAdminRepairServices();
  const list = useStaticList(services, (row, needle) =>
    [row.name, row.description ?? ''].some((text) => text.toLowerCase().includes(needle)),
  );
  const [editing, setEditing] = useState<{ service?: AdminRepairServiceRow } | null>(null);
  const listTexts = useCatalogueListTexts('services');
  return (
    <>
      <CatalogueTable
        kind="repair-services"
        {...listTexts}
        onAdd={() => setEditing({})}
        onEdit={(service) => setEditing({ service })}
        list={list}
        exportFilename="repair-services"
        columns={[
          {
            id: 'icon',
            header: t('services.icon'),
            cell: (row) => <ServiceIcon name={row.iconName} className="size-6 text-primary" />,
            csv: (row) => row.iconName,
          },
          {
            id: 'name',
            header: t('services.name'),
            cell: (row) => (
              <span className="block min-w-40">
                <span className="block font-medium">{row.name}</span>
                <span className="block text-sm text-muted-foreground">{row.slug}</span>
              </span>
            ),
            csv: (row) => row.name,
          },
          {
            id: 'description',
            header: t('services.description'),
            cell: (row) => <span className="block min-w-48">{row.description ?? t('none')}</span>,
            csv: (row) => row.description,
          },
          {
            id: 'tax',
            header: t('services.tax'),
            cell: (row) => (
              <span className="tabular-nums">
                {t('services.taxValue', { sac: row.sacCode, rate: row.gstRate })}
              </span>
            ),
            csv: (row) => `${row.sacCode} ${row.gstRate}%`,
          },
          {
            id: 'priced',
            header: t('services.priced'),
            cell: (row) => <span className="tabular-nums">{row.pricedDeviceCount}</span>,
            csv: (row) => row.pricedDeviceCount,
          },
        ]}
      />
      {editing ? <ServiceFormDialog service={editing.service} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

function ServiceFormDialog({
  service,
  onClose,
}: {
  service?: AdminRepairServiceRow | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminCatalogue');
  const save = useSaveRepairService();
  const form = useSchemaForm(repairServiceSchema, {
    defaultValues: {
      name: service?.name ?? '',
      description: service?.description ?? '',
      iconName: (service?.iconName as RepairServiceInput['iconName']) ?? 'Settings',
      diyGuideText: service?.diyGuideText ?? '',
      blogSlug: (service?.blogSlug as RepairServiceInput['blogSlug']) ?? '',
      translations: translationDefaults(service),
      sacCode: service?.sacCode ?? DEFAULT_SAC_CODE,
      gstRate: String(service?.gstRate ?? DEFAULT_GST_RATE),
    },
  });
  const dialog = useCatalogueRowSubmit({
    kind: 'services',
    row: service,
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
        label={t('services.name')}
        maxLength={100}
        autoComplete="off"
      />
      <FormTextArea
        control={form.control}
        name="description"
        label={t('services.description')}
        hint={t('optional')}
        maxLength={500}
        rows={2}
      />
      <IconPicker control={form.control} name="iconName" label={t('services.icon')} icons={serviceIcons} />
      <FormTextArea
        control={form.control}
        name="diyGuideText"
        label={t('services.diyGuide')}
        hint={t('services.diyGuideHint')}
        maxLength={4000}
        rows={4}
      />
      <FormSelect control={form.control} name="blogSlug" label={t('services.blogSlug')}>
        <option value="">{t('services.noArticle')}</option>
        {articleSlugs.map((slug) => (
          <option key={slug} value={slug}>
            {slug}
          </option>
        ))}
      </FormSelect>
      <ServiceTaxFields form={form} />
      <RepairServiceTranslations form={form} service={service} />
    </CatalogueFormDialog>
  );
}

/** How the service's invoice lines are taxed (decision 062): its SAC code and GST rate. */
function ServiceTaxFields({ form }: { form: SchemaForm<typeof repairServiceSchema> }) {
  const { t } = useTranslation('adminCatalogue');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        control={form.control}
        name="sacCode"
        label={t('services.sacCode')}
        hint={t('services.sacHint')}
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
      />
      <FormSelect control={form.control} name="gstRate" label={t('services.gstRate')}>
        {gstRates.map((rate) => (
          <option key={rate} value={String(rate)}>
            {t('services.rate', { rate })}
          </option>
        ))}
      </FormSelect>
    </div>
  );
}
