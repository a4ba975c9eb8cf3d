import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { formatAlternatives } from '@shared/format';
import { useRepairWords } from '../../lib/repair-words';
import { useTranslation } from '../../lib/use-translation';
import { useRepairServices } from './api';
import { parseServiceParam } from './service-groups';

const SEARCH_DEBOUNCE_MS = 250;

function parseBrand(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * The device search's box: what is typed goes into the URL's `q` after a pause (at once on Enter),
 * and a search changed from outside (a nav link, back button) comes back into the box.
 */
function useSearchText(q: string, updateParam: (name: string, value: string | undefined) => void) {
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

  // Enter searches at once. Before the page's script has run, the form itself asks the server for the list.
  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = searchText.trim();
    setOwnWrite(trimmed);
    updateParam('q', trimmed || undefined);
  };

  return { searchBox, searchText, setSearchText, submitSearch };
}

/** The device list's filters, read from and written to the URL: brand, search and service. */
export function useDeviceFilters() {
  const { i18n } = useTranslation('devices');
  const inLanguage = useRepairWords();
  const [params, setParams] = useSearchParams();
  const brand = parseBrand(params.get('brand'));
  const q = params.get('q')?.trim() ?? '';
  const serviceParam = params.get('service');
  const serviceSlugs = parseServiceParam(serviceParam);

  const services = useRepairServices();
  const chosenServices = services.data?.filter((s) => serviceSlugs.includes(s.slug)) ?? [];
  // An unknown service in the link is ignored rather than showing an empty list.
  const serviceFilter = chosenServices.map((s) => s.slug).join(',') || undefined;
  const serviceNames = formatAlternatives(
    chosenServices.map((s) => inLanguage(s).name),
    i18n.language,
  );

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
  const search = useSearchText(q, updateParam);

  /** The list's address with another brand (none: every brand), the search and service kept. */
  const brandLink = (id: number | undefined) => {
    const next = new URLSearchParams(params);
    if (id) next.set('brand', String(id));
    else next.delete('brand');
    const query = next.toString();
    return { search: query ? `?${query}` : '' };
  };

  const clearFilters = () => {
    search.setSearchText('');
    setParams(serviceFilter ? { service: serviceFilter } : {}, { replace: true });
  };

  return { brand, q, serviceParam, serviceFilter, serviceNames, brandLink, clearFilters, ...search };
}
