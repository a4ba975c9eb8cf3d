import { useTranslation } from '../../lib/use-translation';
import { PageMeta } from '../../app/page-meta';
import { unlistedBookingPath } from '../../features/bookings/unlisted-booking-path';
import { useBrands, useDevices } from '../../features/catalogue/api';
import { BrandChips } from '../../features/catalogue/components/brand-chips';
import { DeviceResults } from '../../features/catalogue/components/device-results';
import { DeviceSearchForm, ServiceNote } from '../../features/catalogue/components/device-search-form';
import { useDeviceFilters } from '../../features/catalogue/use-device-filters';

export default function DevicesPage() {
  const { t } = useTranslation('devices');
  const filters = useDeviceFilters();
  const { brand, q, serviceFilter } = filters;
  const brands = useBrands();
  const devices = useDevices({ brand, q: q || undefined, service: serviceFilter });
  const unlistedPath = unlistedBookingPath({ brandId: brand, model: q });

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PageMeta title={t('list.metaTitle')} description={t('list.metaDescription')} />
      <h1 className="text-4xl font-extrabold tracking-tight">{t('list.title')}</h1>
      <p className="mt-3 text-lg text-muted-foreground">{t('list.subtitle')}</p>
      {serviceFilter ? (
        <ServiceNote serviceNames={filters.serviceNames} onClear={() => filters.setSearchText('')} />
      ) : null}
      <DeviceSearchForm
        searchBox={filters.searchBox}
        searchText={filters.searchText}
        onSearchTextChange={filters.setSearchText}
        onSubmit={filters.submitSearch}
        brand={brand}
        serviceParam={filters.serviceParam}
        unlistedPath={unlistedPath}
      />
      {brands.data ? (
        <div className="mt-5">
          <BrandChips brands={brands.data} selected={brand} linkTo={filters.brandLink} />
        </div>
      ) : null}
      <DeviceResults
        devices={devices}
        serviceFilter={serviceFilter}
        unlistedPath={unlistedPath}
        onClearFilters={filters.clearFilters}
      />
    </div>
  );
}
