import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { fieldErrors } from '@shared/field-errors';
import { resetPasswordSchema } from '@shared/schemas/auth';
import { PageMeta } from '../../app/page-meta';
import { Button, ButtonLink } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { AuthCard } from '../../features/auth/components/auth-card';
import { authApi } from '../../features/auth/auth-api';
import { ApiError } from '../../lib/api-client';
import { apiErrorText } from '../../lib/error-text';

/** /reset-password?token=…: the link from the password reset e-mail (staff accounts). */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const reset = useMutation({
    mutationFn: () => authApi.resetPassword(token ?? '', password),
    onSuccess: () => {
      toast.success(t('reset.success'));
      void navigate('/auth');
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400 && !error.fields) {
        toast.error(t('reset.invalidOrExpired'), { description: apiErrorText(error) });
        void navigate('/auth');
        return;
      }
      toast.error(t('reset.errorUpdating'), {
        description: error instanceof ApiError ? apiErrorText(error) : undefined,
      });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = resetPasswordSchema.safeParse({ password, confirmPassword });
    setErrors(checked.success ? {} : fieldErrors(checked.error));
    if (checked.success) reset.mutate();
  }

  if (!token) {
    return (
      <>
        <PageMeta title={t('reset.metaTitle')} />
        <AuthCard title={t('reset.invalidLink')} subtitle={t('reset.invalidLinkText')}>
          <ButtonLink to="/admin/auth" className="w-full">
            {t('actions.backToSignIn')}
          </ButtonLink>
        </AuthCard>
      </>
    );
  }

  return (
    <>
      <PageMeta title={t('reset.metaTitle')} />
      <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
        <form onSubmit={submit} noValidate className="space-y-4">
          <Field
            label={t('fields.newPassword')}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
            maxLength={128}
          />
          <Field
            label={t('fields.confirmPassword')}
            type="password"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(e) => setConfirmPassword(e.target.value)}
            error={errors.confirmPassword}
            maxLength={128}
          />
          <Button type="submit" className="w-full" disabled={reset.isPending}>
            {reset.isPending ? t('actions.updating') : t('actions.updatePassword')}
          </Button>
        </form>
      </AuthCard>
    </>
  );
}
