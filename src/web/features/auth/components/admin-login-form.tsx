import { useState } from 'react';
import { href } from '@shared/paths';
import { Button, ButtonLink } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-fields';
import { useTranslation } from '../../../lib/use-translation';
import type { AdminSignIn } from '../use-admin-sign-in';
import { AuthCard } from './auth-card';
import { PasswordResetRequest } from './password-reset-request';

/** The admin's e-mail and password, or asking for a password reset link. */
export function AdminLoginForm({ adminSignIn }: { adminSignIn: AdminSignIn }) {
  const { t } = useTranslation(['auth', 'common']);
  const [resetting, setResetting] = useState(false);
  const { form, signIn, submit } = adminSignIn;
  return (
    <AuthCard title={t('admin.title')} subtitle={t('admin.subtitle')}>
      {resetting ? (
        <PasswordResetRequest onBack={() => setResetting(false)} />
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          <FormField
            control={form.control}
            name="email"
            label={t('fields.email')}
            type="email"
            autoComplete="username"
            maxLength={254}
          />
          <FormField
            control={form.control}
            name="password"
            label={t('fields.password')}
            type="password"
            autoComplete="current-password"
            maxLength={128}
          />
          <Button type="submit" className="w-full" disabled={signIn.isPending}>
            {signIn.isPending ? t('actions.signingIn') : t('actions.signIn')}
          </Button>
          <Button variant="ghost" className="w-full" onClick={() => setResetting(true)}>
            {t('actions.forgotPassword')}
          </Button>
        </form>
      )}
    </AuthCard>
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
