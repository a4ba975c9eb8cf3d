import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Link } from '../../components/ui/link';
import { homeFor } from '@shared/session';
import type { SessionInfo } from '@shared/session';
import { PageMeta } from '../../app/page-meta';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { AuthCard } from '../../features/auth/components/auth-card';
import { CodeChannelGate } from '../../features/auth/components/code-channel-gate';
import { CodeSignIn } from '../../features/auth/components/code-sign-in';
import { GoogleSignIn } from '../../features/auth/components/google-sign-in';
import { useAuthConfig } from '../../features/auth/use-auth-config';
import { useSession } from '../../lib/use-session';
import { toast } from '../../lib/toast';
import { href } from '@shared/paths';

/** Only paths of this site are followed after sign-in. */
function safeReturnPath(value: unknown): string | null {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) && !value.startsWith('/auth') ? value : null;
}

export default function AuthPage() {
  const { t } = useTranslation(['auth', 'common']);
  const { loading, user, roles } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  // Signing in here replaces the session: the redirect below must not fire for the old one.
  const [justSignedIn, setJustSignedIn] = useState(false);
  // A site that sends codes by SMS only signs in (and creates accounts) by phone here.
  const bySms = useAuthConfig().data?.codes.email === false;
  const from = safeReturnPath((location.state as { from?: unknown } | null)?.from);

  if (loading) return <Spinner label={t('common:loading')} />;
  if (user && !justSignedIn) return <Navigate to={homeFor(roles)} replace />;

  const signedIn = (session: SessionInfo) => {
    setJustSignedIn(true);
    toast.success(t('toasts.welcome'), { id: 'sign-in', explainsNavigation: true });
    void navigate(from ?? homeFor(session.roles), { replace: true });
  };

  return (
    <>
      <PageMeta title={t('page.metaTitle')} description={t('page.metaDescription')} />
      <AuthCard
        title={creating && !bySms ? t('page.createTitle') : t('page.title')}
        subtitle={bySms ? t('page.subtitleSms') : creating ? t('page.createSubtitle') : t('page.subtitle')}
      >
        {/* A new key starts the steps afresh when the mode changes; by SMS when the site sends no e-mail codes. */}
        <CodeChannelGate channel="email" fallback={<CodeSignIn channel="phone" onSignedIn={signedIn} />}>
          <CodeSignIn
            key={creating ? 'create' : 'login'}
            channel="email"
            createUser
            askName={creating}
            onSignedIn={signedIn}
          />
        </CodeChannelGate>
        {bySms ? null : (
          <Button variant="ghost" className="mt-3 w-full" onClick={() => setCreating(!creating)}>
            {creating ? t('page.toSignIn') : t('page.toCreate')}
          </Button>
        )}
        <div className="my-6 flex items-center gap-3 text-sm text-muted-foreground" aria-hidden="true">
          <span className="h-px flex-1 bg-border" />
          {t('page.or')}
          <span className="h-px flex-1 bg-border" />
        </div>
        <GoogleSignIn returnTo={from ?? '/auth'} />
        <p className="mt-6 text-center text-sm text-muted-foreground">
          {t('page.staffLinks')}{' '}
          <Link to={href('technicianAuth')} className="font-semibold text-primary underline">
            {t('page.technicianLink')}
          </Link>{' '}
          ·{' '}
          <Link to={href('adminAuth')} className="font-semibold text-primary underline">
            {t('page.adminLink')}
          </Link>
        </p>
      </AuthCard>
    </>
  );
}
