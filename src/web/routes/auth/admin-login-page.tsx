import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { adminLoginSchema } from '@shared/schemas/auth';
import type { AdminLoginInput } from '@shared/schemas/auth';
import type { SessionInfo } from '@shared/session';
import { PageMeta } from '../../app/page-meta';
import { Button, ButtonLink } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-fields';
import { Spinner } from '../../components/ui/spinner';
import { authApi } from '../../features/auth/auth-api';
import { AccessDeniedPanel } from '../../features/auth/components/access-denied-panel';
import { AuthCard } from '../../features/auth/components/auth-card';
import { PasswordResetRequest } from '../../features/auth/components/password-reset-request';
import { sessionQueryKey, useSession } from '../../lib/use-session';
import { apiErrorText, isErrorCode } from '../../lib/error-text';
import { toast } from '../../lib/toast';
import { applyServerRefusal, useSchemaForm } from '../../lib/use-schema-form';
import { href } from '@shared/paths';

/**
 * /admin/auth and /admin. States: loading; signed-in admin → /users_location (or, when sent here to
 * sign in again, 'already signed in'); signed-in non-admin → denied; otherwise the form.
 */
export default function AdminLoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  const { loading, user, isAdmin } = useSession();
  const [params, setParams] = useSearchParams();
  const forced = params.get('forceLogin') === 'true';
  const [showForm, setShowForm] = useState(false);
  const [resetting, setResetting] = useState(false);
  const form = useSchemaForm(adminLoginSchema, { defaultValues: { email: '', password: '' } });
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const signIn = useMutation({
    mutationFn: async (input: AdminLoginInput) => {
      await authApi.adminSignIn(input);
      return authApi.session();
    },
    onSuccess: (session: SessionInfo) => {
      queryClient.setQueryData(sessionQueryKey, session);
      if (!session.roles.includes('admin')) {
        // The 'Access Denied' panel below says why.
        toast.error(t('admin.authFailed'), { id: 'sign-in' });
        setShowForm(false);
        setParams({});
        return;
      }
      toast.success(t('admin.loginSuccessful'), { id: 'sign-in', explainsNavigation: true });
      void navigate('/users_location', { replace: true });
    },
    onError: (error) => {
      // Wrong credentials: under the password, with one toast that sums it up (decision 016).
      if (isErrorCode(error, 'UNAUTHORIZED')) {
        form.setError('password', { type: 'server', message: apiErrorText(error) });
        toast.error(t('admin.authFailed'), { id: 'sign-in' });
        return;
      }
      const reason = applyServerRefusal(form, error, t('admin.noUserData'));
      toast.error(t('admin.authFailed'), { id: 'sign-in', description: reason });
    },
  });
  const signOut = useMutation({
    mutationFn: authApi.signOut,
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData<SessionInfo>(sessionQueryKey, { user: null, roles: [] });
      setShowForm(true);
    },
    onError: () =>
      toast.error(t('toasts.signOutError'), { id: 'sign-out', description: t('toasts.signOutFailed') }),
  });

  const submit = form.handleSubmit((input) => signIn.mutate(input));

  const meta = <PageMeta title={t('admin.metaTitle')} />;
  if (loading) return <Spinner label={t('common:loading')} />;

  const who = user?.email ?? user?.phone ?? user?.name ?? '';
  if (user && !forced && !showForm && !signIn.isPending) {
    if (isAdmin) return <Navigate to={href('usersLocation')} replace />;
    return (
      <AccessDeniedPanel
        title={t('admin.deniedTitle')}
        text={t('admin.deniedText')}
        hint={t('admin.deniedHint')}
        actions={
          <>
            <Button className="flex-1" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
              {t('admin.tryDifferent')}
            </Button>
            <ButtonLink to={href('home')} variant="outline" className="flex-1">
              {t('admin.returnHome')}
            </ButtonLink>
          </>
        }
      />
    );
  }
  if (user && isAdmin && forced && !showForm) {
    return (
      <>
        {meta}
        <AuthCard title={t('admin.signedInTitle')} subtitle={t('admin.signedInAs', { who })}>
          <div className="flex flex-col gap-2 sm:flex-row">
            <ButtonLink to={href('usersLocation')} className="flex-1">
              {t('admin.dashboard')}
            </ButtonLink>
            <Button
              variant="outline"
              className="flex-1"
              disabled={signOut.isPending}
              onClick={() => signOut.mutate()}
            >
              {t('admin.changeAccount')}
            </Button>
          </div>
        </AuthCard>
      </>
    );
  }

  return (
    <>
      {meta}
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
    </>
  );
}
