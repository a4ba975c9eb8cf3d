import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../app/page-meta';
import { Button } from '../../components/ui/button';
import { useSignOut } from '../../features/auth/use-sign-out';

/** /users_location: the admin's landing page (who may open it: app/access-rules.ts). */
export default function UsersLocationPage() {
  const { t } = useTranslation('account');
  const signOut = useSignOut();
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
