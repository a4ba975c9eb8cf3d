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
  setSearch(search: string): void;
  /** Every row of the filtered, sorted list (for CSV), fetched page by page. */
  fetchAll(): Promise<Row[]>;
}

const EXPORT_PAGE_SIZE = 100;
const SEARCH_DELAY_MS = 300;
const EXPORT_MAX_PAGES = 200;

export function useCursorList<Row>({
  queryKey,
  fetchPage,
  initialSort,
  pageSize = 25,
}: {
  queryKey: readonly unknown[];
  fetchPage: (params: ListParams, signal?: AbortSignal) => Promise<ListPage<Row>>;
  initialSort: ListSort;
  pageSize?: number;
}): CursorList<Row> {
  const [trail, setTrail] = useState(firstPage);
  const [sort, setSortState] = useState(initialSort);
  const [search, setSearchState] = useState('');
  // Typing asks the server once the typist pauses, not at every key.
  const [searched, setSearched] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearched(search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const cursor = trail.cursors.at(-1) ?? '';
  const params = listParams(sort, searched, pageSize, cursor);
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
    setSearch: (next) => {
      setSearchState(next);
      setTrail(firstPage);
    },
    async fetchAll() {
      const rows: Row[] = [];
      let after = '';
      for (let i = 0; i < EXPORT_MAX_PAGES; i++) {
        const result = await fetchPage(listParams(sort, searched, EXPORT_PAGE_SIZE, after));
        rows.push(...result.rows);
        if (!result.nextCursor) break;
        after = result.nextCursor;
      }
      return rows;
    },
  };
}
