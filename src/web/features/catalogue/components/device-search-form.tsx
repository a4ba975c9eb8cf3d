import { Search } from 'lucide-react';
import type { FormEvent, RefObject } from 'react';
import { useHref } from 'react-router';
import { Link } from '../../../components/ui/link';
import { useTranslation } from '../../../lib/use-translation';

/** The device search box, and the way to book a device that is not listed. */
export function DeviceSearchForm({
  searchBox,
  searchText,
  onSearchTextChange,
  onSubmit,
  brand,
  serviceParam,
  unlistedPath,
}: {
  searchBox: RefObject<HTMLInputElement | null>;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  brand: number | undefined;
  serviceParam: string | null;
  unlistedPath: string;
}) {
  const { t } = useTranslation('devices');
  const searchAction = useHref('/devices');
  return (
    <div className="mt-8">
      {/* A GET form: Enter before the page's script has run loads /devices?q=…, which the server
          renders with the devices found (decision 032). */}
      <form role="search" action={searchAction} method="get" onSubmit={onSubmit}>
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
            onChange={(event) => onSearchTextChange(event.target.value)}
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
          to={unlistedPath}
          className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4"
        >
          {t('list.unlistedLink')}
        </Link>
      </p>
    </div>
  );
}

/** The service the list is narrowed to, with the link that clears it. */
export function ServiceNote({ serviceNames, onClear }: { serviceNames: string; onClear: () => void }) {
  const { t } = useTranslation('devices');
  return (
    <p
      className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-primary/40 bg-primary-soft p-4 font-medium"
      data-testid="service-note"
    >
      {t('list.serviceNote', { service: serviceNames })}
      <Link to={{ search: '' }} onClick={onClear} className="text-primary underline underline-offset-4">
        {t('list.clearService')}
      </Link>
    </p>
  );
}
