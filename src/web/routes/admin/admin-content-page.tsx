import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../app/page-meta';

/** /admin/content (who may open it: app/access-rules.ts). */
export default function AdminContentPage() {
  const { t } = useTranslation(['account', 'auth']);
  return (
    <>
      {' '}
      <section className="mx-auto max-w-6xl px-4 py-10">
        <PageMeta title={t('admin.contentMetaTitle')} />
        <h1 className="text-3xl font-extrabold">{t('admin.contentTitle')}</h1>
        <p className="mt-2 text-muted-foreground">{t('admin.contentSubtitle')}</p>
      </section>
    </>
  );
}
