import { href } from '@shared/paths';
import { Button, ButtonLink } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-fields';
import { useTranslation } from '../../../lib/use-translation';
import type { AdminSignIn } from '../use-admin-sign-in';
import { AuthCard } from './auth-card';
import { StaffSignInCard } from './staff-sign-in-card';

/** The admin's e-mail and password, or asking for a password reset link. */
export function AdminLoginForm({ adminSignIn }: { adminSignIn: AdminSignIn }) {
  const { t } = useTranslation(['auth', 'common']);
  const { form, signIn, submit } = adminSignIn;
  return (
    <StaffSignInCard
      title={t('admin.title')}
      subtitle={t('admin.subtitle')}
      control={form.control}
      pending={signIn.isPending}
      onSubmit={(event) => void submit(event)}
      identifierField={
        <FormField
          control={form.control}
          name="email"
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          maxLength={254}
        />
      }
    />
  );
}

/** Sent here to sign in again while signed in as an admin: the dashboard, or another account. */
export function AdminSignedInCard({
  who,
  changingAccount,
  onChangeAccount,
}: {
  who: string;
  changingAccount: boolean;
  onChangeAccount: () => void;
}) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <AuthCard title={t('admin.signedInTitle')} subtitle={t('admin.signedInAs', { who })}>
      <div className="flex flex-col gap-2 sm:flex-row">
        <ButtonLink to={href('usersLocation')} className="flex-1">
          {t('admin.dashboard')}
        </ButtonLink>
        <Button variant="outline" className="flex-1" disabled={changingAccount} onClick={onChangeAccount}>
          {t('admin.changeAccount')}
        </Button>
      </div>
    </AuthCard>
  );
}
