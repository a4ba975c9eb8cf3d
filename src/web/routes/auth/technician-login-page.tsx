import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { technicianLoginSchema } from '@shared/schemas/auth';
import type { TechnicianLoginInput } from '@shared/schemas/auth';
import { PageMeta } from '../../app/page-meta';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-fields';
import { Spinner } from '../../components/ui/spinner';
import { authApi } from '../../features/auth/auth-api';
import { AuthCard } from '../../features/auth/components/auth-card';
import { PasswordResetRequest } from '../../features/auth/components/password-reset-request';
import { useSession, useSetSession } from '../../features/auth/use-session';
import { ApiError } from '../../lib/api-client';
import { apiErrorText } from '../../lib/error-text';
import { useSchemaForm } from '../../lib/use-schema-form';

/** /technician/auth: phone number (10 digits) or e-mail, and password. */
export default function TechnicianLoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  const { loading, user, isTechnician } = useSession();
  const setSession = useSetSession();
  const navigate = useNavigate();
  const form = useSchemaForm(technicianLoginSchema, { defaultValues: { identifier: '', password: '' } });
  const [resetting, setResetting] = useState(false);

  const signIn = useMutation({
    mutationFn: (input: TechnicianLoginInput) => authApi.technicianSignIn(input),
    onSuccess: (session) => {
      setSession(session);
      toast.success(t('toasts.signInSuccessful'));
      void navigate('/technician/dashboard', { replace: true });
    },
    onError: (e) => {
      const message = e instanceof ApiError ? apiErrorText(e) : t('technician.unexpected');
      // Which of the two was wrong is not said: the message sits under the password.
      form.setError('password', { type: 'server', message });
      toast.error(t('technician.authFailed'), { description: message });
    },
  });

  const submit = form.handleSubmit(
    (input) => signIn.mutate(input),
    (errors) => {
      const message = errors.identifier?.message ?? errors.password?.message;
      toast.error(t('technician.authFailed'), { description: message });
    },
  );

  if (loading) return <Spinner label={t('common:loading')} />;
  if (user && !signIn.isPending && !signIn.isSuccess) {
    return <Navigate to={isTechnician ? '/technician/dashboard' : '/auth'} replace />;
  }

  return (
    <>
      <PageMeta title={t('technician.metaTitle')} />
      <AuthCard title={t('technician.title')} subtitle={t('technician.subtitle')}>
        {resetting ? (
          <PasswordResetRequest onBack={() => setResetting(false)} />
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
            <FormField
              control={form.control}
              name="identifier"
              label={t('fields.identifier')}
              placeholder={t('fields.identifierPlaceholder')}
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
    </>
  );
}
