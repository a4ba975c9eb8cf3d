import { useState } from 'react';
import type { CursorList, ListSort } from './use-cursor-list';

// A short list the server sends whole (technicians, referrals, messages), shaped for the DataTable:
// one page, searched in the browser, and sorted there by the columns given a comparison. Long lists
// page on the server with useCursorList instead.

export type StaticSorters<Row> = Record<string, (a: Row, b: Row) => number>;

export function useStaticList<Row>(
  query: { data: Row[] | undefined; isPending: boolean; isError: boolean },
  matches: (row: Row, search: string) => boolean,
  sorters: StaticSorters<Row> = {},
): CursorList<Row> {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ListSort>({ id: '', desc: false });
  const needle = search.trim().toLowerCase();
  const filtered = (query.data ?? []).filter((row) => !needle || matches(row, needle));
  const compare = sorters[sort.id];
  // A stable sort keeps the server's order among equals.
  const rows = compare ? [...filtered].sort((a, b) => (sort.desc ? compare(b, a) : compare(a, b))) : filtered;
  return {
    rows,
    isPending: query.isPending,
    isError: query.isError,
    pageNumber: 1,
    hasNext: false,
    hasPrevious: false,
    next: () => undefined,
    previous: () => undefined,
    sort,
    setSort,
    search,
    searched: search,
    params: {},
    setSearch,
    fetchAll: () => Promise.resolve(rows),
  };
}
