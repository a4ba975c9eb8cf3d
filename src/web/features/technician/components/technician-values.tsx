import { HeartHandshake, Scale, ShieldCheck, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { TechnicianPage } from './technician-page';

const icons = { trust: ShieldCheck, honesty: Scale, expertise: Wrench, care: HeartHandshake } as const;

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
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {values.map((value) => {
            const Icon = icons[value.key];
            return (
              <li key={value.key}>
                <Card className="h-full p-5">
                  <Icon className="size-8 text-primary" aria-hidden="true" />
                  <h3 className="mt-3 text-xl font-bold">{value.title}</h3>
                  <p className="mt-1">{value.text}</p>
                </Card>
              </li>
            );
          })}
        </ul>
      </section>
      <section>
        <h2 className="text-2xl font-bold">{t('about.whyHeading')}</h2>
        <p className="mt-2 text-lg">{t('about.why')}</p>
      </section>
    </TechnicianPage>
  );
}
