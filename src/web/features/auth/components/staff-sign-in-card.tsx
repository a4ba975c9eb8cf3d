import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormPasswordField } from '../../../components/ui/form-fields';
import { useTranslation } from '../../../lib/use-translation';
import { AuthCard } from './auth-card';
import { PasswordResetRequest } from './password-reset-request';

/**
 * The staff sign-in card (admins and technicians): who signs in (`identifierField`), the password,
 * Sign in, or asking for a password reset link instead.
 */
export function StaffSignInCard<T extends FieldValues & { password: string }>({
  title,
  subtitle,
  control,
  identifierField,
  pending,
  onSubmit,
}: {
  title: string;
  subtitle: string;
  control: Control<T>;
  identifierField: ReactNode;
  pending: boolean;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
}) {
  const { t } = useTranslation(['auth', 'common']);
  const [resetting, setResetting] = useState(false);
  return (
    <AuthCard title={title} subtitle={subtitle}>
      {resetting ? (
        <PasswordResetRequest onBack={() => setResetting(false)} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {identifierField}
          <FormPasswordField
            control={control}
            // Every staff form has a password field; the generic form type cannot show it.
            name={'password' as Path<T>}
            label={t('fields.password')}
            autoComplete="current-password"
          />
          <Button type="submit" className="w-full" disabled={pending}>
            {pending ? t('actions.signingIn') : t('actions.signIn')}
          </Button>
          <Button variant="ghost" className="w-full" onClick={() => setResetting(true)}>
            {t('actions.forgotPassword')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
