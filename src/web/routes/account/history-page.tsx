import '../../locales/load-account';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '../../components/layout/page-meta';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { SignedInOnly } from '../../features/auth/components/signed-in-only';

/** /dashboard/history: signed-out visitors see 'Access Denied'. */
export default function HistoryPage() {
  const { t } = useTranslation('account');
  return (
    <SignedInOnly>
      <section className="mx-auto max-w-3xl px-4 py-10">
        <PageMeta title={t('history.metaTitle')} />
        <Link to="/dashboard" className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary">
          <ArrowLeft className="size-5" aria-hidden="true" />
          {t('history.back')}
        </Link>
        <h1 className="mt-2 mb-6 text-3xl font-extrabold">{t('history.title')}</h1>
        <Card className="flex flex-col items-center gap-4 p-8 text-center">
          <p className="text-lg">{t('history.empty')}</p>
          <ButtonLink to="/devices">{t('history.bookNow')}</ButtonLink>
        </Card>
      </section>
    </SignedInOnly>
  );
}
