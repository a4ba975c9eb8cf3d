import { Search, SearchX } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useHref, useSearchParams } from 'react-router';
import { Link } from '../../components/ui/link';
import { PageMeta } from '../../app/page-meta';
import { Button, ButtonLink } from '../../components/ui/button';
import { unlistedBookingPath } from '../../features/bookings/unlisted-booking-path';
import { Spinner } from '../../components/ui/spinner';
import { useBrands, useDevices, useRepairServices } from '../../features/catalogue/api';
import { BrandChips } from '../../features/catalogue/components/brand-chips';
import { DeviceCard } from '../../features/catalogue/components/device-card';
import { formatAlternatives } from '@shared/format';
import { useRepairWords } from '../../lib/repair-words';
import { parseServiceParam } from '../../features/catalogue/service-groups';

const SEARCH_DEBOUNCE_MS = 250;

function parseBrand(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

export default function DevicesPage() {
  const { t, i18n } = useTranslation('devices');
  const inLanguage = useRepairWords();
  const [params, setParams] = useSearchParams();
  const brand = parseBrand(params.get('brand'));
  const q = params.get('q')?.trim() ?? '';
  const serviceParam = params.get('service');
  const serviceSlugs = parseServiceParam(serviceParam);
  const searchAction = useHref('/devices');
  const searchBox = useRef<HTMLInputElement>(null);
  const [searchText, setSearchText] = useState(q);
  // When the URL's search changes from outside (a nav link, back button), the box follows it.
  const [lastUrlQuery, setLastUrlQuery] = useState(q);
  // The search this page last wrote into the URL: when the URL catches up with it, that is not an
  // outside change, and the box keeps whatever was typed meanwhile.
  const [ownWrite, setOwnWrite] = useState<string | null>(null);
  if (q !== lastUrlQuery) {
    setLastUrlQuery(q);
    if (q !== ownWrite) setSearchText(q);
  }

  const services = useRepairServices();
  const chosenServices = services.data?.filter((s) => serviceSlugs.includes(s.slug)) ?? [];
  // An unknown service in the link is ignored rather than showing an empty list.
  const serviceFilter = chosenServices.map((s) => s.slug).join(',') || undefined;
  const serviceNames = formatAlternatives(
    chosenServices.map((s) => inLanguage(s).name),
    i18n.language,
  );
  const brands = useBrands();
  const devices = useDevices({ brand, q: q || undefined, service: serviceFilter });

  // Built from the address bar as it is now, not from this render's copy: a debounced write must not
  // bring back filters that were cleared in the meantime.
  const updateParam = useCallback(
    (name: string, value: string | undefined) => {
      const next = new URLSearchParams(window.location.search);
      if (value) next.set(name, value);
      else next.delete(name);
      setParams(next, { replace: true });
    },
    [setParams],
  );

  // Text typed before the page's script had run is in the box (the browser keeps it, and hydrating
  // leaves it and the caret as they are): the list follows it now (decision 032).
  useEffect(() => {
    const typed = searchBox.current?.value;
    if (typed !== undefined) setSearchText(typed);
  }, []);

  useEffect(() => {
    const trimmed = searchText.trim();
    if (trimmed === q) return;
    const timer = setTimeout(() => {
      const current = new URLSearchParams(window.location.search).get('q') ?? '';
      if (current === trimmed) return;
      setOwnWrite(trimmed);
      updateParam('q', trimmed || undefined);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, q, updateParam]);

  // Enter searches at once. Before the script has run, the form itself asks the server for the list.
  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = searchText.trim();
    setOwnWrite(trimmed);
    updateParam('q', trimmed || undefined);
  };

  /** The list's address with another brand (none: every brand), the search and service kept. */
  const brandLink = (id: number | undefined) => {
    const next = new URLSearchParams(params);
    if (id) next.set('brand', String(id));
    else next.delete('brand');
    const search = next.toString();
    return { search: search ? `?${search}` : '' };
  };

  const clearFilters = () => {
    setSearchText('');
    setParams(serviceFilter ? { service: serviceFilter } : {}, { replace: true });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PageMeta title={t('list.metaTitle')} description={t('list.metaDescription')} />
      <h1 className="text-4xl font-extrabold tracking-tight">{t('list.title')}</h1>
      <p className="mt-3 text-lg text-muted-foreground">{t('list.subtitle')}</p>

      {serviceFilter ? (
        <p
          className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-primary/40 bg-primary-soft p-4 font-medium"
          data-testid="service-note"
        >
          {t('list.serviceNote', { service: serviceNames })}
          <Link
            to={{ search: '' }}
            onClick={() => setSearchText('')}
            className="text-primary underline underline-offset-4"
          >
            {t('list.clearService')}
          </Link>
        </p>
      ) : null}

      <div className="mt-8">
        {/* A GET form: Enter before the page's script has run loads /devices?q=…, which the server
            renders with the devices found (decision 032). */}
        <form role="search" action={searchAction} method="get" onSubmit={submitSearch}>
          <label htmlFor="device-search" className="mb-2 block font-semibold">
            {t('list.searchLabel')}
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <input
              ref={searchBox}
              id="device-search"
              type="search"
              name="q"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              placeholder={t('list.searchPlaceholder')}
              maxLength={100}
              autoComplete="off"
              className="min-h-13 w-full rounded-xl border-2 border-input-border bg-card pr-4 pl-12 text-lg placeholder:text-muted-foreground focus:border-primary"
            />
          </div>
          {brand ? <input type="hidden" name="brand" value={brand} /> : null}
          {serviceParam ? <input type="hidden" name="service" value={serviceParam} /> : null}
        </form>
        {/* The list is long: the way out is named before it, not only after it. */}
        <p className="mt-2">
          <Link
            to={unlistedBookingPath({ brandId: brand, model: q })}
            className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4"
          >
            {t('list.unlistedLink')}
          </Link>
        </p>
      </div>

      {brands.data ? (
        <div className="mt-5">
          <BrandChips brands={brands.data} selected={brand} linkTo={brandLink} />
        </div>
      ) : null}

      <section className="mt-8" aria-live="polite" aria-busy={devices.isFetching}>
        {devices.isPending ? (
          <Spinner label={t('list.title')} />
        ) : devices.isError ? (
          <div className="rounded-2xl border border-danger/50 p-6 text-center">
            <p className="font-semibold">{t('list.errorTitle')}</p>
            <p className="mt-1 text-muted-foreground">{t('list.errorBody')}</p>
            <Button className="mt-4" variant="outline" onClick={() => void devices.refetch()}>
              {t('retry', { ns: 'common' })}
            </Button>
          </div>
        ) : devices.data.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-border p-10 text-center">
            <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
            <h2 className="mt-4 text-2xl font-semibold">{t('list.noDevicesFound')}</h2>
            <p className="mt-2 text-muted-foreground">{t('list.noDevicesHint')}</p>
            <div className="mt-5 flex flex-wrap justify-center gap-3">
              <ButtonLink to={unlistedBookingPath({ brandId: brand, model: q })}>
                {t('list.unlistedAction')}
              </ButtonLink>
              <Button variant="outline" onClick={clearFilters}>
                {t('list.clearFilters')}
              </Button>
            </div>
          </div>
        ) : (
          <>
            <p className="mb-4 text-muted-foreground" data-testid="result-count">
              {t('list.resultCount', { count: devices.data.length })}
            </p>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {devices.data.map((device) => (
                <li key={device.id}>
                  <DeviceCard device={device} service={serviceFilter} />
                </li>
              ))}
            </ul>
            <UnlistedDeviceOffer to={unlistedBookingPath({ brandId: brand, model: q })} />
          </>
        )}
      </section>
    </div>
  );
}

/** Below the list: the phone people carry may not be in it, and they can still book. */
function UnlistedDeviceOffer({ to }: { to: string }) {
  const { t } = useTranslation('devices');
  return (
    <div
      className="mt-8 flex flex-col gap-4 rounded-2xl border-2 border-dashed border-border p-6 sm:flex-row sm:items-center sm:justify-between"
      data-testid="unlisted-offer"
    >
      <div>
        <h2 className="text-xl font-semibold">{t('list.unlistedTitle')}</h2>
        <p className="mt-1 text-muted-foreground">{t('list.unlistedText')}</p>
      </div>
      <ButtonLink to={to} variant="outline" className="shrink-0">
        {t('list.unlistedAction')}
      </ButtonLink>
    </div>
  );
}
