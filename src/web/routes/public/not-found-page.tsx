import { useTranslation } from '../../lib/use-translation';
import { PageMeta } from '../../app/page-meta';
import { ButtonLink } from '../../components/ui/button';
import { href } from '@shared/paths';

export default function NotFoundPage() {
  const { t } = useTranslation('notFound');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <PageMeta title={t('metaTitle')} />
      <meta name="robots" content="noindex" />
      <p className="text-6xl font-extrabold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">{t('title')}</h1>
      <p className="mt-3 text-muted-foreground">{t('body')}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={href('home')}>{t('home')}</ButtonLink>
        <ButtonLink to={href('devices')} variant="outline">
          {t('devices')}
        </ButtonLink>
      </div>
    </div>
  );
}
