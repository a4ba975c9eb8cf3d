import type { ShopIdentity } from '@shared/shop-identity';
import { shopDocumentKind } from '@shared/shop-identity';
import { Card } from '../../components/ui/card';
import { FactList } from '../../entities/booking/fact-list';
import { useTranslation } from '../../lib/use-translation';

/**
 * The business as its invoices name it (issue 33), read-only: it is set in the server's settings, so
 * that no one changes the name on a tax document from a browser.
 */
export function ShopDetails({ shop }: { shop: ShopIdentity }) {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="overview-shop">
      <h2 id="overview-shop" className="mb-3 text-xl font-bold">
        {t('overview.shop.title')}
      </h2>
      <Card className="p-4">
        <FactList
          facts={[
            { label: t('overview.shop.legalName'), value: shop.legalName },
            { label: t('overview.shop.address'), value: shop.address },
            { label: t('overview.shop.state'), value: `${shop.state} (${shop.stateCode})` },
            {
              label: t('overview.shop.gstin'),
              value: shop.gstin ? (
                <span className="font-mono">{shop.gstin}</span>
              ) : (
                t('overview.shop.noGstin')
              ),
            },
            { label: t('overview.shop.documents'), value: t(`overview.shop.${shopDocumentKind(shop)}`) },
          ]}
        />
        <p className="mt-3 text-sm text-muted-foreground">{t('overview.shop.settings')}</p>
      </Card>
    </section>
  );
}
