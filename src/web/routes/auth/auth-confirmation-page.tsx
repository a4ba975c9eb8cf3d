import { useMutation } from '@tanstack/react-query';
import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { PageMeta } from '../../app/page-meta';
import { ButtonLink } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { AuthCard } from '../../features/auth/components/auth-card';
import { authApi } from '../../features/auth/auth-api';
import { useSetSession } from '../../lib/use-session';
import { failureText } from '../../lib/error-text';
import { href } from '@shared/paths';

/** 'Email Confirmed!' or 'Verification Failed', each with its way on. */
function Outcome({ ok, text }: { ok: boolean; text: string }) {
  const { t } = useTranslation('auth');
  const Icon = ok ? CircleCheck : CircleX;
  return (
    <AuthCard title={ok ? t('confirmation.successTitle') : t('confirmation.errorTitle')}>
      <div className="flex flex-col items-center gap-4 text-center">
        <Icon className={ok ? 'size-14 text-success' : 'size-14 text-danger'} aria-hidden="true" />
        <p>{text}</p>
        <div className="flex w-full flex-col gap-2 sm:flex-row">
          <ButtonLink to={href('auth')} className="flex-1">
            {ok ? t('confirmation.signInNow') : t('confirmation.trySignIn')}
          </ButtonLink>
          <ButtonLink to={href('home')} variant="outline" className="flex-1">
            {t('confirmation.goHome')}
          </ButtonLink>
        </div>
      </div>
    </AuthCard>
  );
}

/** /auth-confirmation?token_hash=…&type=email: the link from the sign-up e-mail. */
export default function AuthConfirmationPage() {
  const { t } = useTranslation(['auth', 'common']);
  const [params] = useSearchParams();
  const tokenHash = params.get('token_hash');
  const complete = Boolean(tokenHash) && params.get('type') === 'email';
  const setSession = useSetSession();
  const confirm = useMutation({
    mutationFn: (token: string) => authApi.confirmEmail(token),
    // The page itself says 'Email Confirmed!': no toast repeats it (decision 016).
    onSuccess: (session) => setSession(session),
  });
  const { mutate } = confirm;
  // A link works once: the page must not spend it twice (development renders effects twice).
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!complete || !tokenHash || sentFor.current === tokenHash) return;
    sentFor.current = tokenHash;
    mutate(tokenHash);
  }, [complete, tokenHash, mutate]);

  const failed = !complete || confirm.isError;
  // A link the server cannot read is refused as a form would be ('check the highlighted fields'):
  // this page has no fields, so it says what is wrong with the link instead.
  const reason = !complete
    ? t('confirmation.missingToken')
    : confirm.error
      ? failureText(confirm.error, t('confirmation.invalidLink'))
      : '';

  return (
    <>
      <PageMeta title={t('confirmation.metaTitle')} />
      {complete && (confirm.isPending || confirm.isIdle) ? (
        <AuthCard title={t('confirmation.metaTitle')}>
          <Spinner label={t('confirmation.loading')} />
          <p className="text-center text-muted-foreground">{t('confirmation.loading')}</p>
        </AuthCard>
      ) : (
        <Outcome
          ok={!failed}
          text={failed ? `${t('confirmation.errorText')} ${reason}` : t('confirmation.successText')}
        />
      )}
    </>
  );
}
