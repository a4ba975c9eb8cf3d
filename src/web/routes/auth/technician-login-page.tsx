import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { technicianLoginSchema } from '@shared/schemas/auth';
import { PageMeta } from '../../app/page-meta';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { authApi } from '../../features/auth/auth-api';
import { AuthCard } from '../../features/auth/components/auth-card';
import { PasswordResetRequest } from '../../features/auth/components/password-reset-request';
import { useSession, useSetSession } from '../../features/auth/use-session';
import { ApiError } from '../../lib/api-client';
import { apiErrorText } from '../../lib/error-text';

/** /technician/auth: phone number (10 digits) or e-mail, and password. */
export default function TechnicianLoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  const { loading, user, isTechnician } = useSession();
  const setSession = useSetSession();
  const navigate = useNavigate();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [resetting, setResetting] = useState(false);

  const signIn = useMutation({
    mutationFn: () => authApi.technicianSignIn({ identifier, password }),
    onSuccess: (session) => {
      setSession(session);
      toast.success(t('toasts.signInSuccessful'));
      void navigate('/technician/dashboard', { replace: true });
    },
    onError: (e) => {
      const message = e instanceof ApiError ? apiErrorText(e) : t('technician.unexpected');
      setError(message);
      toast.error(t('technician.authFailed'), { description: message });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = technicianLoginSchema.safeParse({ identifier, password });
    if (!checked.success) {
      const message = checked.error.issues[0]?.message;
      setError(message);
      toast.error(t('technician.authFailed'), { description: message });
      return;
    }
    setError(undefined);
    signIn.mutate();
  }

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
          <form onSubmit={submit} noValidate className="space-y-4">
            <Field
              label={t('fields.identifier')}
              placeholder={t('fields.identifierPlaceholder')}
              autoComplete="username"
              value={identifier}
              onChange={(e) => setIdentifier(e.target.value)}
              maxLength={254}
              aria-invalid={error ? true : undefined}
            />
            <Field
              label={t('fields.password')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={error}
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
