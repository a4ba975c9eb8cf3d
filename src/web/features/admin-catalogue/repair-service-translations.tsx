import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/use-translation';
import type { AdminRepairServiceRow } from '@shared/contracts/admin-catalogue';
import { REPAIR_TEXT_LANGUAGES } from '@shared/repair-names';
import type { RepairTextLanguage } from '@shared/repair-names';
import { FormField, FormTextArea } from '../../components/ui/form-fields';
import type { SchemaForm } from '../../lib/use-schema-form';
import type { repairServiceSchema } from '@shared/schemas/admin-catalogue';

type ServiceForm = SchemaForm<typeof repairServiceSchema>;
interface FieldWords {
  name: string;
  description: string;
  diyGuideText: string;
}

/** The form's Hindi and Odia words of a service: as stored, empty ones as '' (the fields' value). */
export function translationDefaults(
  service: AdminRepairServiceRow | undefined,
): Record<RepairTextLanguage, FieldWords> {
  const wordsIn = (language: RepairTextLanguage): FieldWords => {
    const words = service?.translations[language];
    return {
      name: words?.name ?? '',
      description: words?.description ?? '',
      diyGuideText: words?.diyGuideText ?? '',
    };
  };
  return { hi: wordsIn('hi'), or: wordsIn('or') };
}

/**
 * The service's name, description and quick fix in Hindi and in Odia, each optional (empty reads in
 * English). Renaming the English while its translated names stay as they were would leave those
 * naming the old service, so the form says so; what is saved is what the admin leaves in the fields.
 */
export function RepairServiceTranslations({
  form,
  service,
}: {
  form: ServiceForm;
  service: AdminRepairServiceRow | undefined;
}) {
  const { t } = useTranslation('adminCatalogue');
  const [name, hindiName, odiaName] = useWatch({
    control: form.control,
    name: ['name', 'translations.hi.name', 'translations.or.name'],
  });
  const stored = translationDefaults(service);
  const renamedOnly =
    service !== undefined &&
    name.trim() !== service.name &&
    (stored.hi.name !== '' || stored.or.name !== '') &&
    hindiName === stored.hi.name &&
    odiaName === stored.or.name;
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">{t('services.words.hint')}</p>
      {renamedOnly ? (
        <p role="status" className="rounded-lg border-2 border-accent p-3 text-sm">
          {t('services.words.renamed')}
        </p>
      ) : null}
      {REPAIR_TEXT_LANGUAGES.map((language) => (
        <fieldset key={language} className="space-y-3">
          <legend className="font-semibold">{t(`services.words.${language}.legend`)}</legend>
          <FormField
            control={form.control}
            name={`translations.${language}.name`}
            label={t(`services.words.${language}.name`)}
            hint={t('optional')}
            maxLength={100}
            autoComplete="off"
          />
          <FormTextArea
            control={form.control}
            name={`translations.${language}.description`}
            label={t(`services.words.${language}.description`)}
            hint={t('optional')}
            maxLength={500}
            rows={2}
          />
          <FormTextArea
            control={form.control}
            name={`translations.${language}.diyGuideText`}
            label={t(`services.words.${language}.diyGuide`)}
            hint={t('optional')}
            maxLength={4000}
            rows={4}
          />
        </fieldset>
      ))}
    </div>
  );
}
