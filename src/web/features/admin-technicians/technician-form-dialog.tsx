import type { Control, Path } from 'react-hook-form';
import { useTranslation } from '../../lib/use-translation';
import type { AdminTechnicianRow } from '@shared/contracts/people';
import { nationalDigits } from '@shared/phone';
import { createTechnicianSchema, updateTechnicianSchema } from '@shared/schemas/admin-people';
import type { CreateTechnicianInput, UpdateTechnicianInput } from '@shared/schemas/admin-people';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { FormField, FormPhoneField, FormPasswordField } from '../../components/ui/form-fields';
import { toast } from '../../lib/toast';
import { applyServerRefusal, useSchemaForm } from '../../lib/use-schema-form';
import { useCreateTechnician, useUpdateTechnician } from './api';
import { NEW_PASSWORD_MIN_LENGTH } from '@shared/schemas/auth';

interface TechnicianFormDialogProps {
  /** The technician to edit; absent to add a new one. */
  technician?: AdminTechnicianRow;
  onClose: () => void;
}

export function TechnicianFormDialog({ technician, onClose }: TechnicianFormDialogProps) {
  const { t } = useTranslation(['admin', 'common']);
  const formId = technician ? `technician-edit-${technician.id}` : 'technician-create';
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={
        technician ? t('technicians.editTitle', { name: technician.name }) : t('technicians.createTitle')
      }
      description={technician ? undefined : t('technicians.createText')}
      closeLabel={t('common:close')}
    >
      {technician ? (
        <EditForm id={formId} technician={technician} onDone={onClose} />
      ) : (
        <CreateForm id={formId} onDone={onClose} />
      )}
    </Dialog>
  );
}

/** Field messages go under the fields; the one toast says what they do not (decision 016). */
function failureToast(t: ReturnType<typeof useTranslation<'admin'>>['t'], reason: string | undefined) {
  toast.error(t('technicians.saveFailed'), { id: 'technician-save', description: reason });
}

function CreateForm({ id, onDone }: { id: string; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const create = useCreateTechnician();
  const form = useSchemaForm(createTechnicianSchema, {
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      password: '',
      specialization: 'General Repair',
      experienceYears: '0',
    },
  });
  const submit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: () => {
        toast.success(t('technicians.created'), {
          id: 'technician-save',
          description: t('technicians.createdText', { name: input.name }),
        });
        onDone();
      },
      onError: (failure) => {
        failureToast(t, applyServerRefusal(form, failure));
      },
    }),
  );
  return (
    <form id={id} onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <TechnicianFields control={form.control} />
      <FormField
        control={form.control}
        name="email"
        label={t('technicians.email')}
        type="email"
        autoComplete="off"
        maxLength={254}
      />
      <FormPasswordField
        control={form.control}
        name="password"
        label={t('technicians.password')}
        hint={t('technicians.passwordHint', { min: NEW_PASSWORD_MIN_LENGTH })}
        autoComplete="new-password"
      />
      <Button type="submit" className="w-full" disabled={create.isPending}>
        {create.isPending ? t('technicians.saving') : t('technicians.save')}
      </Button>
    </form>
  );
}

function EditForm({
  id,
  technician,
  onDone,
}: {
  id: string;
  technician: AdminTechnicianRow;
  onDone: () => void;
}) {
  const { t } = useTranslation('admin');
  const update = useUpdateTechnician();
  const form = useSchemaForm(updateTechnicianSchema, {
    defaultValues: {
      name: technician.name,
      phone: technician.phone ? (nationalDigits(technician.phone) ?? '') : '',
      specialization: technician.specialization,
      experienceYears: String(technician.experienceYears),
      rating: technician.rating === null ? '' : String(technician.rating),
    },
  });
  const submit = form.handleSubmit((input) =>
    update.mutate(
      { id: technician.id, ...input },
      {
        onSuccess: () => {
          toast.success(t('technicians.saved'), { id: 'technician-save' });
          onDone();
        },
        onError: (failure) => {
          failureToast(t, applyServerRefusal(form, failure));
        },
      },
    ),
  );
  return (
    <form id={id} onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <TechnicianFields control={form.control} />
      <FormField
        control={form.control}
        name="rating"
        label={t('technicians.ratingField')}
        hint={t('technicians.ratingHint')}
        type="number"
        inputMode="decimal"
        step={0.1}
        min={0}
        max={5}
      />
      <Button type="submit" className="w-full" disabled={update.isPending}>
        {update.isPending ? t('technicians.saving') : t('technicians.save')}
      </Button>
    </form>
  );
}

/** The fields a new and an edited technician share: who they are and their work. */
function TechnicianFields<T extends UpdateTechnicianInput | CreateTechnicianInput>({
  control,
}: {
  control: Control<T, unknown, unknown>;
}) {
  const { t } = useTranslation('admin');
  // Both forms have these fields; the names are checked against the shared input types above.
  const field = (name: keyof UpdateTechnicianInput & keyof CreateTechnicianInput) => name as Path<T>;
  return (
    <>
      <FormField
        control={control}
        name={field('name')}
        label={t('technicians.name')}
        autoComplete="off"
        maxLength={100}
      />
      <FormPhoneField
        control={control}
        name={field('phone')}
        label={t('technicians.phone')}
        autoComplete="off"
      />
      <FormField
        control={control}
        name={field('specialization')}
        label={t('technicians.specialization')}
        maxLength={100}
      />
      <FormField
        control={control}
        name={field('experienceYears')}
        label={t('technicians.experienceField')}
        type="number"
        inputMode="numeric"
        min={0}
        max={60}
      />
    </>
  );
}
