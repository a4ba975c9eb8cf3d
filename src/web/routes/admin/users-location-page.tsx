import { LogOut } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { PageMeta } from '../../app/page-meta';
import { Button } from '../../components/ui/button';
import { AdminDesk } from '../../app/admin-desk/admin-desk';
import { useSignOut } from '../../features/auth/use-sign-out';

/** /users_location: the admin's landing page (who may open it: app/access-rules.ts). */
export default function UsersLocationPage() {
  const { t } = useTranslation('admin');
  const signOut = useSignOut();
  return (
    <section className="mx-auto max-w-7xl px-3 py-8 sm:px-4">
      <PageMeta title={t('locationsMetaTitle')} />
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold">{t('locationsTitle')}</h1>
          <p className="mt-2 text-muted-foreground">{t('locationsSubtitle')}</p>
        </div>
        <Button variant="outline" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
          <LogOut className="size-5" aria-hidden="true" />
          {signOut.isPending ? t('loggingOut') : t('logout')}
        </Button>
      </div>
      <AdminDesk
        withMap
        tabs={[
          { key: 'bookings', label: t('tabs.userBookings') },
          { key: 'schedule', label: t('tabs.schedule') },
          { key: 'money', label: t('tabs.money') },
          { key: 'referrals', label: t('tabs.referrals') },
          { key: 'technicians', label: t('tabs.technicians') },
          { key: 'devices', label: t('tabs.devices') },
          { key: 'contact', label: t('tabs.contactSubmissions') },
          { key: 'images', label: t('tabs.images') },
        ]}
      />
    </section>
  );
}
