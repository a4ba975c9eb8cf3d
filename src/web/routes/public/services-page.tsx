import { useTranslation } from '../../lib/use-translation';
import { formatRupees } from '@shared/money';
import { PageMeta } from '../../app/page-meta';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ServiceIcon } from '../../components/ui/service-icon';
import { useRepairServices } from '../../features/catalogue/api';
import { devicesLinkFor, groupStartingPrice, serviceGroups } from '../../features/catalogue/service-groups';

export default function ServicesPage() {
  const { t } = useTranslation('catalogue');
  const services = useRepairServices();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PageMeta title={t('services.metaTitle')} description={t('services.metaDescription')} />
      <h1 className="text-4xl font-extrabold tracking-tight">{t('services.title')}</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{t('services.subtitle')}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {serviceGroups.map((group) => {
          const price = groupStartingPrice(group, services.data);
          return (
            <li key={group.key} data-testid={`service-${group.key}`}>
              <Card className="flex h-full flex-col p-6">
                <ServiceIcon name={group.iconName} className="size-10 text-primary" />
                <h2 className="mt-4 text-2xl font-semibold">{t(`services.items.${group.key}.title`)}</h2>
                <p className="mt-2 flex-1 text-muted-foreground">{t(`services.items.${group.key}.body`)}</p>
                <p className="mt-5 text-sm text-muted-foreground">{t('services.startingFrom')}</p>
                <p className="min-h-9 text-2xl font-bold" data-testid="starting-price">
                  {services.isPending
                    ? '\u00a0'
                    : price !== null
                      ? formatRupees(price)
                      : t('services.priceOnRequest')}
                </p>
                <ButtonLink to={devicesLinkFor(group)} className="mt-5">
                  {t('services.bookService')}
                </ButtonLink>
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
