import { toPhoneDigits } from '@shared/phone';
import { profileUpdateSchema } from '@shared/schemas/profile';
import type { ProfileView as Profile } from '@shared/contracts/bookings';
import { toast } from '../../lib/toast';
import { applyServerRefusal, useSchemaForm } from '../../lib/use-schema-form';
import { useTranslation } from '../../lib/use-translation';
import { useUpdateProfile } from './api';

interface ProfileValues {
  fullName: string;
  /** The 10 national digits; +91 is shown beside the field. */
  phone: string;
  defaultAddress: string;
  defaultCity: string;
  defaultState: string;
  defaultPincode: string;
}

function toValues(profile: Profile): ProfileValues {
  return {
    fullName: profile.fullName ?? '',
    phone: toPhoneDigits(profile.phone ?? ''),
    defaultAddress: profile.defaultAddress ?? '',
    defaultCity: profile.defaultCity ?? '',
    defaultState: profile.defaultState ?? '',
    defaultPincode: profile.defaultPincode ?? '',
  };
}

/** The profile's form, filled from the profile, saved with the shared schema's rules. */
export function useProfileForm(profile: Profile) {
  const { t } = useTranslation('account');
  const save = useUpdateProfile();
  const form = useSchemaForm(profileUpdateSchema, { defaultValues: toValues(profile) });

  // The server checks the values as typed, with the same schema.
  const submit = form.handleSubmit(() =>
    save.mutate(form.getValues(), {
      onSuccess: ({ profile: saved }) => {
        form.reset(toValues(saved));
        toast.success(t('profile.saved'), { id: 'profile-save', description: t('profile.savedText') });
      },
      onError: (error) => {
        // Field messages go under the fields; a rule or a refused origin says what happened; anything
        // else is the spec's message alone.
        const reason = applyServerRefusal(form, error, '');
        toast.error(t('profile.saveFailed'), { id: 'profile-save', description: reason });
      },
    }),
  );

  return { form, save, submit };
}
