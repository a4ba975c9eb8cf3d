import { ArrowRight } from 'lucide-react';
import { formatRupees } from '@shared/money';
import { Link } from '../../../components/ui/link';
import { ServiceIcon } from '../../../components/ui/service-icon';
import { useTranslation } from '../../../lib/use-translation';
import { useRepairServices } from '../api';
import { devicesLinkFor, featuredGroupKeys, groupStartingPrice, serviceGroups } from '../service-groups';

/** The home page's featured repairs, each with its starting price and a link to the devices that have it. */
export function FeaturedServices() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation('catalogue');
  const services = useRepairServices();
  const featured = serviceGroups.filter((g) => featuredGroupKeys.includes(g.key));
  return (
    <section className="bg-muted/60 py-14" aria-labelledby="featured-title">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="featured-title" className="text-3xl font-bold">
          {t('featured.title')}
        </h2>
        <p className="mt-2 text-muted-foreground">{t('featured.subtitle')}</p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {featured.map((group) => {
            const price = groupStartingPrice(group, services.data);
            return (
              <li key={group.key}>
                <Link
                  to={devicesLinkFor(group)}
                  className="group flex h-full flex-col rounded-2xl border border-border bg-card p-6 shadow-sm transition hover:border-primary"
                >
                  <ServiceIcon name={group.iconName} className="size-9 text-primary" />
                  <h3 className="mt-4 text-xl font-semibold">{tc(`services.items.${group.key}.title`)}</h3>
                  <p className="mt-2 flex-1 text-muted-foreground">
                    {tc(`services.items.${group.key}.body`)}
                  </p>
                  <p className="mt-4 min-h-7 font-semibold text-foreground" data-testid="starting-price">
                    {price !== null ? t('featured.startingFrom', { price: formatRupees(price) }) : '\u00a0'}
                  </p>
                  <span className="mt-2 inline-flex items-center gap-1 font-semibold text-primary">
                    {t('featured.seeDevices')}
                    <ArrowRight className="size-4 transition group-hover:translate-x-1" aria-hidden="true" />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
