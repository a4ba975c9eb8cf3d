import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { useLocation } from 'react-router';
import { Link } from '../../components/ui/link';
import { PageMeta } from '../../app/page-meta';
import { Spinner } from '../../components/ui/spinner';
import { ProfileForm } from '../../features/account/components/profile-form';
import { useProfile } from '../../lib/use-profile';
import { LoadFailed } from '../../features/bookings/components/load-failed';
import { href } from '@shared/paths';

function ProfileSettings() {
  const { t } = useTranslation(['account', 'common']);
  const profile = useProfile();
  if (profile.isPending) return <Spinner label={t('common:loading')} />;
  if (profile.isError)
    return <LoadFailed message={t('profile.loadFailed')} onRetry={() => void profile.refetch()} />;
  return <ProfileForm profile={profile.data.profile} />;
}

/** /dashboard/profile (who may open it: app/access-rules.ts). */
export default function ProfilePage() {
  const { t } = useTranslation('account');
  // The spec shows the back button only when the page sits inside the dashboard.
  const insideDashboard = useLocation().pathname.startsWith('/dashboard');
  return (
    <>
      <section className="mx-auto max-w-3xl px-4 py-10">
        <PageMeta title={t('profile.metaTitle')} />
        {insideDashboard ? (
          <Link
            to={href('dashboard')}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary"
          >
            <ArrowLeft className="size-5" aria-hidden="true" />
            {t('profile.back')}
          </Link>
        ) : null}
        <h1 className="mt-2 text-3xl font-extrabold">{t('profile.title')}</h1>
        <p className="mt-2 mb-6 text-muted-foreground">{t('profile.subtitle')}</p>
        <ProfileSettings />
      </section>
    </>
  );
}
