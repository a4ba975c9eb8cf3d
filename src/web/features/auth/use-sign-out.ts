import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate } from 'react-router';
import type { SessionInfo } from '@shared/session';
import { toast } from '../../lib/toast';
import { authApi } from './auth-api';
import { sessionQueryKey } from '../../lib/use-session';

/** Ends the session on the server, forgets everything private the app had loaded, and goes home. */
export function useSignOut() {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: authApi.signOut,
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData<SessionInfo>(sessionQueryKey, { user: null, roles: [] });
      toast.success(t('toasts.signedOut'), { id: 'sign-out', explainsNavigation: true });
      void navigate('/');
    },
    onError: () =>
      toast.error(t('toasts.signOutError'), { id: 'sign-out', description: t('toasts.signOutFailed') }),
  });
}
