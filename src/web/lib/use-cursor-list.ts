import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

// A server-paged list for the DataTable: pages after a cursor, one sort column, a search text. The
// server does the paging, sorting and filtering; this keeps the cursors of the pages visited.

export interface ListPage<Row> {
  rows: Row[];
  nextCursor: string | null;
}

export interface ListParams {
  cursor?: string;
  limit?: string;
  sort?: string;
  dir?: 'asc' | 'desc';
  q?: string;
}

export interface ListSort {
  id: string;
  desc: boolean;
}

/** The cursors of the pages visited, first page first: the way back without asking the server. */
export interface PageTrail {
  cursors: string[];
}

export const firstPage: PageTrail = { cursors: [''] };

export function pageAfter(trail: PageTrail, nextCursor: string): PageTrail {
  return { cursors: [...trail.cursors, nextCursor] };
}

export function pageBefore(trail: PageTrail): PageTrail {
  return trail.cursors.length > 1 ? { cursors: trail.cursors.slice(0, -1) } : trail;
}

/** The request of one page: the filters, and the cursor unless it is the first page. */
export function listParams(sort: ListSort, search: string, pageSize: number, cursor: string): ListParams {
  return {
    sort: sort.id,
    dir: sort.desc ? 'desc' : 'asc',
    limit: String(pageSize),
    ...(search.trim() ? { q: search.trim() } : {}),
    ...(cursor ? { cursor } : {}),
  };
}

export interface CursorList<Row> {
  rows: Row[];
  isPending: boolean;
  isError: boolean;
  pageNumber: number;
  hasNext: boolean;
  hasPrevious: boolean;
  next(): void;
  previous(): void;
  sort: ListSort;
  setSort(sort: ListSort): void;
  search: string;
  /** The search text the server was last asked with (the typed text, once the typist pauses). */
  searched: string;
  /** The current page's request, filters included (an export link reuses it). */
  params: ListParams & Record<string, string | undefined>;
  setSearch(search: string): void;
  /** Every row of the filtered, sorted list (for CSV), fetched page by page. */
  fetchAll(): Promise<Row[]>;
}

const EXPORT_PAGE_SIZE = 100;
const SEARCH_DELAY_MS = 300;
const EXPORT_MAX_PAGES = 200;

export function useCursorList<
  Row,
  Filters extends Record<string, string | undefined> = Record<never, never>,
>({
  queryKey,
  fetchPage,
  initialSort,
  pageSize = 25,
  filters,
}: {
  queryKey: readonly unknown[];
  fetchPage: (params: ListParams & Partial<Filters>, signal?: AbortSignal) => Promise<ListPage<Row>>;
  initialSort: ListSort;
  pageSize?: number;
  /** Further conditions the server filters by (status, dates...); a change starts from page 1. */
  filters?: Filters;
}): CursorList<Row> {
  const filterParams = Object.fromEntries(
    Object.entries(filters ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ) as Partial<Filters>;
  const filtersKey = JSON.stringify(filterParams);
  // The pages visited belong to one set of filters: new filters start again from the first page.
  const [trailState, setTrailState] = useState({ key: filtersKey, trail: firstPage });
  const trail = trailState.key === filtersKey ? trailState.trail : firstPage;
  const setTrail = (next: PageTrail | ((current: PageTrail) => PageTrail)) =>
    setTrailState({ key: filtersKey, trail: typeof next === 'function' ? next(trail) : next });
  const [sort, setSortState] = useState(initialSort);
  const [search, setSearchState] = useState('');
  // Typing asks the server once the typist pauses, not at every key.
  const [searched, setSearched] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearched(search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const cursor = trail.cursors.at(-1) ?? '';
  const params = { ...listParams(sort, searched, pageSize, cursor), ...filterParams };
  const page = useQuery({
    queryKey: [...queryKey, params],
    queryFn: ({ signal }) => fetchPage(params, signal),
    placeholderData: keepPreviousData,
  });
  const nextCursor = page.data?.nextCursor ?? null;
  return {
    rows: page.data?.rows ?? [],
    isPending: page.isPending,
    isError: page.isError,
    pageNumber: trail.cursors.length,
    hasNext: nextCursor !== null && !page.isPlaceholderData,
    hasPrevious: trail.cursors.length > 1,
    next: () => {
      if (nextCursor) setTrail((current) => pageAfter(current, nextCursor));
    },
    previous: () => setTrail(pageBefore),
    sort,
    // A new order or search starts again from the first page.
    setSort: (next) => {
      setSortState(next);
      setTrail(firstPage);
    },
    search,
    searched,
    params,
    setSearch: (next) => {
      setSearchState(next);
      setTrail(firstPage);
    },
    async fetchAll() {
      const rows: Row[] = [];
      let after = '';
      for (let i = 0; i < EXPORT_MAX_PAGES; i++) {
        const result = await fetchPage({
          ...listParams(sort, searched, EXPORT_PAGE_SIZE, after),
          ...filterParams,
        });
        rows.push(...result.rows);
        if (!result.nextCursor) break;
        after = result.nextCursor;
      }
      return rows;
    },
  };
}
