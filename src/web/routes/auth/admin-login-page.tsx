import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Navigate, useSearchParams } from 'react-router';
import { PageMeta } from '../../app/page-meta';
import { Button, ButtonLink } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { AccessDeniedPanel } from '../../features/auth/components/access-denied-panel';
import { AdminLoginForm, AdminSignedInCard } from '../../features/auth/components/admin-login-form';
import { useAdminSignIn } from '../../features/auth/use-admin-sign-in';
import { useSession } from '../../lib/use-session';
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
  const adminSignIn = useAdminSignIn({
    onNotAdmin: () => {
      setShowForm(false);
      setParams({});
    },
    onSignedOut: () => setShowForm(true),
  });

  const meta = <PageMeta title={t('admin.metaTitle')} />;
  if (loading) return <Spinner label={t('common:loading')} />;

  const who = user?.email ?? user?.phone ?? user?.name ?? '';
  const { signOut } = adminSignIn;
  if (user && !forced && !showForm && !adminSignIn.signIn.isPending) {
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
        <AdminSignedInCard
          who={who}
          changingAccount={signOut.isPending}
          onChangeAccount={() => signOut.mutate()}
        />
      </>
    );
  }

  return (
    <>
      {meta}
      <AdminLoginForm adminSignIn={adminSignIn} />
    </>
  );
}
