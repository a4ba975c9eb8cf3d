import { useTranslation } from '../../lib/use-translation';
import { PageMeta } from '../../app/page-meta';
import { ButtonLink } from '../../components/ui/button';
import { ValueCards } from '../../components/ui/value-cards';
import { ContentLayout } from './content-layout';
import { href } from '@shared/paths';

export default function AboutPage() {
  const { t } = useTranslation(['pages', 'common']);
  const values = t('about.values', { returnObjects: true });
  return (
    <>
      <PageMeta title={t('about.metaTitle')} description={t('about.metaDescription')} />
      <ContentLayout title={t('about.title')} intro={t('about.intro')}>
        <section>
          <h2 className="text-2xl font-bold">{t('about.missionHeading')}</h2>
          <p className="mt-3 text-lg">{t('about.mission')}</p>
        </section>
        <section>
          <h2 className="text-2xl font-bold">{t('about.valuesHeading')}</h2>
          <ValueCards values={values} />
        </section>
        <section>
          <h2 className="text-2xl font-bold">{t('about.howHeading')}</h2>
          <ol className="mt-4 list-decimal space-y-2 pl-6 text-lg">
            {t('about.how', { returnObjects: true }).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={href('devices')}>{t('common:nav.bookNow')}</ButtonLink>
            <ButtonLink to={href('contact')} variant="outline">
              {t('common:nav.contact')}
            </ButtonLink>
          </div>
        </section>
      </ContentLayout>
    </>
  );
}
