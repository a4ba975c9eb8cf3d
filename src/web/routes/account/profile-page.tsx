import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { useLocation } from 'react-router';
import { Link } from '../../components/ui/link';
import { toPhoneDigits } from '@shared/phone';
import { profileUpdateSchema } from '@shared/schemas/profile';
import { PageMeta } from '../../app/page-meta';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormField, FormPhoneField } from '../../components/ui/form-fields';
import { Spinner } from '../../components/ui/spinner';
import type { ProfileView as Profile } from '@shared/contracts/bookings';
import { useUpdateProfile } from '../../features/account/api';
import { useProfile } from '../../lib/use-profile';
import { LoadFailed } from '../../features/bookings/components/load-failed';
import { toast } from '../../lib/toast';
import { applyServerRefusal, useSchemaForm } from '../../lib/use-schema-form';
import { href } from '@shared/paths';

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

function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const save = useUpdateProfile();
  const form = useSchemaForm(profileUpdateSchema, { defaultValues: toValues(profile) });
  const { control } = form;

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
        <Button type="submit" size="lg" className="sm:col-span-2" disabled={save.isPending}>
          {save.isPending ? t('profile.saving') : t('profile.save')}
        </Button>
      </form>
    </Card>
  );
}

function ProfileSettings() {
  const { t } = useTranslation(['account', 'common']);
  const profile = useProfile();
  if (profile.isPending) return <Spinner label={t('common:loading')} />;
  if (profile.isError)
    return <LoadFailed message={t('profile.loadFailed')} onRetry={() => void profile.refetch()} />;
  return <ProfileForm profile={profile.data.profile} />;
}

/** /dashboard/profile (who may open it: app/access-rules.ts). */
export default function ProfilePage() {
  const { t } = useTranslation('account');
  // The spec shows the back button only when the page sits inside the dashboard.
  const insideDashboard = useLocation().pathname.startsWith('/dashboard');
  return (
    <>
      <section className="mx-auto max-w-3xl px-4 py-10">
        <PageMeta title={t('profile.metaTitle')} />
        {insideDashboard ? (
          <Link
            to={href('dashboard')}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary"
          >
            <ArrowLeft className="size-5" aria-hidden="true" />
            {t('profile.back')}
          </Link>
        ) : null}
        <h1 className="mt-2 text-3xl font-extrabold">{t('profile.title')}</h1>
        <p className="mt-2 mb-6 text-muted-foreground">{t('profile.subtitle')}</p>
        <ProfileSettings />
      </section>
    </>
  );
}
