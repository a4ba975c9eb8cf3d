import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { adminLoginSchema } from '@shared/schemas/auth';
import type { AdminLoginInput } from '@shared/schemas/auth';
import type { SessionInfo } from '@shared/session';
import { apiErrorText, isErrorCode } from '../../lib/error-text';
import { toast } from '../../lib/toast';
import { applyServerRefusal, useSchemaForm } from '../../lib/use-schema-form';
import { sessionQueryKey } from '../../lib/use-session';
import { useTranslation } from '../../lib/use-translation';
import { authApi } from './auth-api';

/**
 * The admin's password sign-in and signing out to change account. `onNotAdmin`: signed in, but
 * not an admin; `onSignedOut`: the form is wanted again.
 */
export function useAdminSignIn({
  onNotAdmin,
  onSignedOut,
}: {
  onNotAdmin: () => void;
  onSignedOut: () => void;
}) {
  const { t } = useTranslation(['auth', 'common']);
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
        onNotAdmin();
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
      onSignedOut();
    },
    onError: () =>
      toast.error(t('toasts.signOutError'), { id: 'sign-out', description: t('toasts.signOutFailed') }),
  });

  const submit = form.handleSubmit((input) => signIn.mutate(input));
  return { form, signIn, signOut, submit };
}

export type AdminSignIn = ReturnType<typeof useAdminSignIn>;
