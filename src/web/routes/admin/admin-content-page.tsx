import { useTranslation } from '../../lib/use-translation';
import { PageMeta } from '../../app/page-meta';
import { AdminDesk } from '../../app/admin-desk/admin-desk';

/** /admin/content (who may open it: app/access-rules.ts). */
export default function AdminContentPage() {
  const { t } = useTranslation('admin');
  return (
    <section className="mx-auto max-w-7xl px-3 py-8 sm:px-4">
      <PageMeta title={t('contentMetaTitle')} />
      <h1 className="text-3xl font-extrabold">{t('contentTitle')}</h1>
      <p className="mt-2 mb-6 text-muted-foreground">{t('contentSubtitle')}</p>
      <AdminDesk
        tabs={[
          { key: 'overview', label: t('tabs.overview') },
          { key: 'bookings', label: t('tabs.bookings') },
          { key: 'schedule', label: t('tabs.schedule') },
          { key: 'money', label: t('tabs.money') },
          { key: 'technicians', label: t('tabs.technicians') },
          { key: 'devices', label: t('tabs.devices') },
          { key: 'contact', label: t('tabs.contact') },
        ]}
      />
    </section>
  );
}
