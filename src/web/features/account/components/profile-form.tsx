import type { ProfileView as Profile } from '@shared/contracts/bookings';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { FormField, FormPhoneField } from '../../../components/ui/form-fields';
import { useTranslation } from '../../../lib/use-translation';
import { useProfileForm } from '../use-profile-form';

type ProfileControl = ReturnType<typeof useProfileForm>['form']['control'];

/** The default address a booking starts from: street, city, state and PIN code. */
function AddressFields({ control }: { control: ProfileControl }) {
  const { t } = useTranslation('account');
  return (
    <>
      <FormField
        control={control}
        name="defaultAddress"
        label={t('profile.address')}
        // One line: `street-address` is for a multi-line box only.
        autoComplete="address-line1"
        maxLength={300}
        hint={t('profile.addressHint')}
        className="sm:col-span-2"
      />
      <FormField
        control={control}
        name="defaultCity"
        label={t('profile.city')}
        autoComplete="address-level2"
        maxLength={100}
      />
      <FormField
        control={control}
        name="defaultState"
        label={t('profile.state')}
        autoComplete="address-level1"
        maxLength={100}
      />
      <FormField
        control={control}
        name="defaultPincode"
        label={t('profile.pincode')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        transform={(typed) => typed.replace(/\D/g, '').slice(0, 6)}
      />
    </>
  );
}

/** The signed-in person's name, phone and default address; the e-mail is shown, not changed. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const { form, save, submit } = useProfileForm(profile);
  const { control } = form;

  return (
    <Card className="p-6 sm:p-8">
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4 sm:grid-cols-2">
        <FormField
          control={control}
          name="fullName"
          label={t('profile.fullName')}
          autoComplete="name"
          maxLength={100}
        />
        <FormPhoneField
          control={control}
          name="phone"
          label={t('profile.phone')}
          hint={t('profile.phoneHint')}
        />
        <Field
          label={t('profile.email')}
          type="email"
          value={profile.email ?? ''}
          placeholder={profile.email ? undefined : t('profile.noEmail')}
          disabled
          hint={t('profile.emailReadOnly')}
          className="sm:col-span-2"
        />
        <AddressFields control={control} />
        <Button type="submit" size="lg" className="sm:col-span-2" disabled={save.isPending}>
          {save.isPending ? t('profile.saving') : t('profile.save')}
        </Button>
      </form>
    </Card>
  );
}
