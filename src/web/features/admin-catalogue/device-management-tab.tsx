import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Tabs } from '../../components/ui/tabs';
import { BrandsTab } from './brands-tab';
import { CategoriesTab } from './categories-tab';
import { DevicesTab } from './devices-tab';
import { PricingTab } from './pricing-tab';
import { RepairServicesTab } from './repair-services-tab';
import { WorkRatesTab } from './work-rates-tab';

const sections = ['devices', 'brands', 'categories', 'services', 'pricing', 'rates'] as const;
type Section = (typeof sections)[number];

const content: Record<Section, () => React.ReactNode> = {
  devices: () => <DevicesTab />,
  brands: () => <BrandsTab />,
  categories: () => <CategoriesTab />,
  services: () => <RepairServicesTab />,
  pricing: () => <PricingTab />,
  rates: () => <WorkRatesTab />,
};

/**
 * Device Management (SPEC section 2): Devices, Brands, Categories, Repair Services and Pricing, and
 * the rate card for work the catalogue does not list (decision 060).
 */
export function DeviceManagementTab() {
  const { t } = useTranslation('adminCatalogue');
  const [section, setSection] = useState<Section>('devices');
  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-2xl font-bold">{t('title')}</h2>
        <p className="text-muted-foreground">{t('intro')}</p>
      </div>
      <Tabs
        value={section}
        onValueChange={setSection}
        label={t('tabsLabel')}
        scrollable
        keepMounted={false}
        tabs={sections.map((key) => ({
          value: key,
          label: t(`tabs.${key}`),
          content: key === section ? content[key]() : null,
        }))}
      />
    </div>
  );
}
