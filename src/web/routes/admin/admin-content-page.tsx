import '../../locales/load-account';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../app/page-meta';
import { RoleGuard } from '../../features/auth/components/role-guard';

/** /admin/content: signed-out visitors go to /auth, non-admins to the admin sign-in. */
export default function AdminContentPage() {
  const { t } = useTranslation(['account', 'auth']);
  return (
    <RoleGuard
      roles={['admin']}
      signedOutTo="/auth"
      fallback="/admin/auth"
      deniedToast={{ title: t('auth:access.denied'), description: t('auth:access.adminRequired') }}
    >
      <section className="mx-auto max-w-6xl px-4 py-10">
        <PageMeta title={t('admin.contentMetaTitle')} />
        <h1 className="text-3xl font-extrabold">{t('admin.contentTitle')}</h1>
        <p className="mt-2 text-muted-foreground">{t('admin.contentSubtitle')}</p>
      </section>
    </RoleGuard>
  );
}
