import '../../locales/load-account';
import { LogOut } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { toast } from 'sonner';
import { PageMeta } from '../../app/page-meta';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../../features/auth/use-session';
import { useSignOut } from '../../features/auth/use-sign-out';

/**
 * /users_location: visitors who are not signed in go to /admin with the forced-login flag and an
 * 'Access denied' toast; signed-in non-admins go to /admin, which shows them the denied panel.
 */
export default function UsersLocationPage() {
  const { t } = useTranslation(['account', 'auth', 'common']);
  const { loading, user, isAdmin } = useSession();
  const signOut = useSignOut();
  const refused = !loading && !isAdmin;

  useEffect(() => {
    if (refused)
      toast.error(t('auth:access.deniedLower'), {
        id: 'access-denied',
        description: t('auth:access.adminRequired'),
      });
  }, [refused, t]);

  if (loading) return <Spinner label={t('common:loading')} />;
  if (!user) return <Navigate to="/admin?forceLogin=true" replace />;
  if (!isAdmin) return <Navigate to="/admin" replace />;

  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageMeta title={t('admin.locationsMetaTitle')} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold">{t('admin.locationsTitle')}</h1>
          <p className="mt-2 text-muted-foreground">{t('admin.locationsSubtitle')}</p>
        </div>
        <Button variant="outline" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
          <LogOut className="size-5" aria-hidden="true" />
          {t('admin.logout')}
        </Button>
      </div>
    </section>
  );
}
