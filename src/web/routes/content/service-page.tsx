import { CheckCircle2, Clock, ShieldCheck } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { formatRupees } from '@shared/money';
import { PageMeta } from '../../app/page-meta';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ServiceIcon } from '../../components/ui/service-icon';
import { useRepairServices } from '../../features/catalogue/api';
import type { ServiceGroup } from '../../features/catalogue/service-groups';
import { devicesLinkFor, groupStartingPrice, serviceGroups } from '../../features/catalogue/service-groups';
import { ContentLayout } from './content-layout';

export type ServicePageSlug =
  'screen-repair' | 'battery-replacement' | 'water-damage' | 'charging-port' | 'speaker-mic';

/** The catalogue group each footer service page sells. */
const groupOf: Record<ServicePageSlug, ServiceGroup['key']> = {
  'screen-repair': 'screen-replacement',
  'battery-replacement': 'battery-replacement',
  'water-damage': 'water-damage',
  'charging-port': 'charging-port',
  'speaker-mic': 'mic-speaker-fix',
};

/** One service: what it fixes, the signs, time, warranty and the catalogue's starting price. */
export function ServicePage({ slug }: { slug: ServicePageSlug }) {
  const { t } = useTranslation(['pages', 'catalogue', 'common']);
  const services = useRepairServices();
  const group = serviceGroups.find((g) => g.key === groupOf[slug]);
  if (!group) throw new Error(`No catalogue group for ${slug}`);
  const price = groupStartingPrice(group, services.data);
  const key = `services.${slug}` as const;
  return (
    <>
      <PageMeta title={t(`${key}.metaTitle`)} description={t(`${key}.metaDescription`)} />
      <ContentLayout title={t(`${key}.title`)} intro={t(`${key}.intro`)}>
        <Card className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-4">
            <ServiceIcon name={group.iconName} className="size-10 shrink-0 text-primary" />
            <p>
              <span className="block text-muted-foreground">{t('catalogue:services.startingFrom')}</span>
              <span className="text-2xl font-extrabold" data-testid="starting-price">
                {price === null ? '…' : formatRupees(price)}
              </span>
            </p>
          </div>
          <ButtonLink to={devicesLinkFor(group)} size="lg">
            {t('common:nav.bookNow')}
          </ButtonLink>
        </Card>
        <section>
          <h2 className="text-2xl font-bold">{t(`${key}.fixesHeading`)}</h2>
          <ul className="mt-3 space-y-2 text-lg">
            {t(`${key}.fixes`, { returnObjects: true }).map((item: string) => (
              <li key={item} className="flex gap-3">
                <CheckCircle2 className="mt-1 size-5 shrink-0 text-success" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="text-2xl font-bold">{t(`${key}.signsHeading`)}</h2>
          <ul className="mt-3 list-disc space-y-2 pl-6 text-lg">
            {t(`${key}.signs`, { returnObjects: true }).map((item: string) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <div className="grid gap-4 sm:grid-cols-2">
          <Card className="flex gap-3 p-5">
            <Clock className="size-6 shrink-0 text-primary" aria-hidden="true" />
            <p className="text-lg">{t(`${key}.time`)}</p>
          </Card>
          <Card className="flex gap-3 p-5">
            <ShieldCheck className="size-6 shrink-0 text-primary" aria-hidden="true" />
            <p className="text-lg">{t(`${key}.warranty`)}</p>
          </Card>
        </div>
        <p className="rounded-xl bg-primary-soft p-5 text-lg">{t(`${key}.note`)}</p>
      </ContentLayout>
    </>
  );
}
