import { useTranslation } from '../../../lib/use-translation';
import { ValueCards } from '../../../components/ui/value-cards';
import { TechnicianPage } from './technician-page';

/** /technician/about: the company's four values (as on /about), as they apply on a job. */
export function TechnicianValues() {
  const { t } = useTranslation('technician');
  const values = t('about.values', { returnObjects: true });
  return (
    <TechnicianPage title={t('about.title')} intro={t('about.intro')}>
      <section>
        <h2 className="text-2xl font-bold">{t('about.missionHeading')}</h2>
        <p className="mt-2 text-lg">{t('about.mission')}</p>
      </section>
      <section>
        <h2 className="text-2xl font-bold">{t('about.valuesHeading')}</h2>
        <ValueCards values={values} />
      </section>
      <section>
        <h2 className="text-2xl font-bold">{t('about.whyHeading')}</h2>
        <p className="mt-2 text-lg">{t('about.why')}</p>
      </section>
    </TechnicianPage>
  );
}
