import { Briefcase, GraduationCap, HeartHandshake } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../lib/use-translation';

const audiences = [
  { key: 'students', Icon: GraduationCap },
  { key: 'professionals', Icon: Briefcase },
  { key: 'seniors', Icon: HeartHandshake },
] as const;

/** Who the service is for: students, professionals and seniors. */
export function HomeAudiences() {
  const { t } = useTranslation('home');
  return (
    <section className="mx-auto max-w-6xl px-4 py-14" aria-labelledby="audiences-title">
      <h2 id="audiences-title" className="text-3xl font-bold">
        {t('audiences.title')}
      </h2>
      <p className="mt-2 text-muted-foreground">{t('audiences.subtitle')}</p>
      <div className="mt-8 grid gap-5 md:grid-cols-3">
        {audiences.map(({ key, Icon }) => (
          <Card key={key} className="p-6">
            <Icon className="size-9 text-primary" aria-hidden="true" />
            <h3 className="mt-4 text-xl font-semibold">{t(`audiences.${key}.title`)}</h3>
            <p className="mt-2 text-muted-foreground">{t(`audiences.${key}.body`)}</p>
          </Card>
        ))}
      </div>
    </section>
  );
}
