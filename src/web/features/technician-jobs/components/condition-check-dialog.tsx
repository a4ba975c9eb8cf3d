import type { TechnicianJob } from '@shared/contracts/people';
import {
  bodyStates,
  powerStates,
  screenStates,
  waterStates,
  workingStates,
} from '@shared/schemas/device-condition';
import { conditionParts } from '@shared/schemas/device-condition';
import type { ConditionPart, ConditionValue } from '@shared/schemas/device-condition';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField, FormTextArea } from '../../../components/ui/form-fields';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/use-translation';
import { useConditionForm } from '../use-condition-form';

/** Each part's choices, in the order the form shows them: the healthy one first. */
const choices: Record<ConditionPart, readonly ConditionValue[]> = {
  screen: screenStates,
  body: bodyStates,
  water: waterStates,
  buttons: workingStates,
  cameras: workingStates,
  power: powerStates,
};

type Form = ReturnType<typeof useConditionForm>['form'];

/** One part of the device as a row of large choices: one tap each, the keyboard's arrows between them. */
function PartChoice({ form, part }: { form: Form; part: ConditionPart }) {
  const { t } = useTranslation('account');
  const error = form.formState.errors[part]?.message;
  const errorId = `condition-${part}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 font-semibold">{t(`deviceCondition.part.${part}`)}</legend>
      <div className={cn('grid gap-2', choices[part].length === 3 ? 'grid-cols-3' : 'grid-cols-2')}>
        {choices[part].map((value) => (
          <label
            key={value}
            className={cn(
              'flex min-h-12 cursor-pointer items-center justify-center rounded-xl border-2 border-border px-2 py-1.5 text-center leading-tight font-semibold wrap-anywhere',
              'has-checked:border-primary has-checked:bg-primary-soft has-focus-visible:ring-2 has-focus-visible:ring-primary',
            )}
          >
            <input type="radio" value={value} className="sr-only" {...form.register(part)} />
            {t(`deviceCondition.value.${value}`)}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The condition check before work starts (issue 32), from the job card. */
export function ConditionCheckDialog({ job, onClose }: { job: TechnicianJob; onClose: () => void }) {
  const { t } = useTranslation(['account', 'technicianJobs', 'common']);
  const { form, record, submit } = useConditionForm(job, onClose);
  const formId = `condition-${job.id}`;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('deviceCondition.formTitle')}
      description={t('deviceCondition.formHint')}
      closeLabel={t('common:close')}
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {t('technicianJobs:cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={record.isPending}>
            {record.isPending ? t('deviceCondition.saving') : t('deviceCondition.save')}
          </Button>
        </div>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        {conditionParts.map((part) => (
          <PartChoice key={part} form={form} part={part} />
        ))}
        <FormField
          control={form.control}
          name="imeiLast4"
          label={t('deviceCondition.imeiLabel')}
          hint={t('deviceCondition.imeiHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
        />
        <FormTextArea
          control={form.control}
          name="note"
          label={t('deviceCondition.noteLabel')}
          rows={2}
          maxLength={500}
        />
      </form>
    </Dialog>
  );
}
