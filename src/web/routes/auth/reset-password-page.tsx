import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { NEW_PASSWORD_MIN_LENGTH, resetPasswordSchema } from '@shared/schemas/auth';
import { RESET_AREA_PARAM, signInPageOf } from '@shared/sign-in-pages';
import { PageMeta } from '../../app/page-meta';
import { Button, ButtonLink } from '../../components/ui/button';
import { FormPasswordField } from '../../components/ui/form-fields';
import { AuthCard } from '../../features/auth/components/auth-card';
import { authApi } from '../../features/auth/auth-api';
import { ApiError } from '../../lib/api-client';
import { apiErrorText } from '../../lib/error-text';
import { toast } from '../../lib/toast';
import { applyServerRefusal, useSchemaForm } from '../../lib/use-schema-form';
import { translateFieldMessage } from '../../lib/field-message';

/**
 * /reset-password?token=…&area=…: the link from the password reset e-mail (staff accounts). `area`,
 * written by the server from the account's roles, picks the sign-in page to return to; it grants
 * nothing, the sign-in page checks the role again.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  const signInPage = signInPageOf(params.get(RESET_AREA_PARAM));
  const navigate = useNavigate();
  const form = useSchemaForm(resetPasswordSchema, { defaultValues: { password: '', confirmPassword: '' } });

  const reset = useMutation({
    mutationFn: (password: string) => authApi.resetPassword(token ?? '', password),
    onSuccess: () => {
      toast.success(t('reset.success'), { id: 'password-reset', explainsNavigation: true });
      void navigate(signInPage);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400 && !error.fields) {
        toast.error(t('reset.invalidOrExpired'), {
          id: 'password-reset',
          description: apiErrorText(error),
          explainsNavigation: true,
        });
        void navigate(signInPage);
        return;
      }
      // The server names the new password as the request does (newPassword): here it is `password`.
      const refused = error instanceof ApiError ? error.fields?.newPassword : undefined;
      if (refused) {
        const key = error instanceof ApiError ? error.fieldKeys?.newPassword : undefined;
        form.setError(
          'password',
          { type: 'server', message: translateFieldMessage(refused, key) },
          { shouldFocus: true },
        );
        toast.error(t('reset.errorUpdating'), { id: 'password-reset' });
        return;
      }
      const reason = applyServerRefusal(form, error);
      toast.error(t('reset.errorUpdating'), { id: 'password-reset', description: reason });
    },
  });

  const submit = form.handleSubmit(({ password }) => reset.mutate(password));

  if (!token) {
    return (
      <>
        <PageMeta title={t('reset.metaTitle')} />
        <AuthCard title={t('reset.invalidLink')} subtitle={t('reset.invalidLinkText')}>
          <ButtonLink to={signInPage} className="w-full">
            {t('actions.backToSignIn')}
          </ButtonLink>
        </AuthCard>
      </>
    );
  }

  return (
    <>
      <PageMeta title={t('reset.metaTitle')} />
      <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle', { min: NEW_PASSWORD_MIN_LENGTH })}>
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          <FormPasswordField
            control={form.control}
            name="password"
            label={t('fields.newPassword')}
            autoComplete="new-password"
          />
          <FormPasswordField
            control={form.control}
            name="confirmPassword"
            label={t('fields.confirmPassword')}
            autoComplete="new-password"
          />
          <Button type="submit" className="w-full" disabled={reset.isPending}>
            {reset.isPending ? t('actions.updating') : t('actions.updatePassword')}
          </Button>
        </form>
      </AuthCard>
    </>
  );
}
