import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { Navigate, useNavigate } from 'react-router';
import { technicianLoginSchema } from '@shared/schemas/auth';
import type { TechnicianLoginInput } from '@shared/schemas/auth';
import { PageMeta } from '../../app/page-meta';
import { FormField } from '../../components/ui/form-fields';
import { Spinner } from '../../components/ui/spinner';
import { authApi } from '../../features/auth/auth-api';
import { StaffSignInCard } from '../../features/auth/components/staff-sign-in-card';
import { useSession, useSetSession } from '../../lib/use-session';
import { apiErrorText, isErrorCode } from '../../lib/error-text';
import { toast } from '../../lib/toast';
import { applyServerRefusal, useSchemaForm } from '../../lib/use-schema-form';

/** /technician/auth: phone number (10 digits) or e-mail, and password. */
export default function TechnicianLoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  const { loading, user, isTechnician } = useSession();
  const setSession = useSetSession();
  const navigate = useNavigate();
  const form = useSchemaForm(technicianLoginSchema, { defaultValues: { identifier: '', password: '' } });

  const signIn = useMutation({
    mutationFn: (input: TechnicianLoginInput) => authApi.technicianSignIn(input),
    onSuccess: (session) => {
      setSession(session);
      toast.success(t('toasts.signInSuccessful'), { id: 'sign-in', explainsNavigation: true });
      void navigate('/technician/dashboard', { replace: true });
    },
    onError: (e) => {
      // Wrong credentials are about the fields: the message sits under the password (which of the two
      // was wrong is not said) and the one toast only sums it up. Anything else is the toast alone.
      if (isErrorCode(e, 'UNAUTHORIZED')) {
        form.setError('password', { type: 'server', message: apiErrorText(e) });
        toast.error(t('technician.authFailed'), { id: 'sign-in' });
        return;
      }
      const reason = applyServerRefusal(form, e, t('technician.unexpected'));
      toast.error(t('technician.authFailed'), { id: 'sign-in', description: reason });
    },
  });

  // Fields the form can check itself say so under the field, without a toast.
  const submit = form.handleSubmit((input) => signIn.mutate(input));

  if (loading) return <Spinner label={t('common:loading')} />;
  if (user && !signIn.isPending && !signIn.isSuccess) {
    return <Navigate to={isTechnician ? '/technician/dashboard' : '/auth'} replace />;
  }

  return (
    <>
      <PageMeta title={t('technician.metaTitle')} />
      <StaffSignInCard
        title={t('technician.title')}
        subtitle={t('technician.subtitle')}
        control={form.control}
        pending={signIn.isPending}
        onSubmit={(event) => void submit(event)}
        identifierField={
          <FormField
            control={form.control}
            name="identifier"
            label={t('fields.identifier')}
            placeholder={t('fields.identifierPlaceholder')}
            autoComplete="username"
            maxLength={254}
          />
        }
      />
    </>
  );
}
