import { useState } from 'react';
import type { CursorList, ListSort } from './use-cursor-list';

// A short list the server sends whole (technicians, referrals, messages), shaped for the DataTable:
// one page, searched in the browser. Long lists page on the server with useCursorList instead.

export function useStaticList<Row>(
  query: { data: Row[] | undefined; isPending: boolean; isError: boolean },
  matches: (row: Row, search: string) => boolean,
): CursorList<Row> {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ListSort>({ id: '', desc: false });
  const needle = search.trim().toLowerCase();
  const rows = (query.data ?? []).filter((row) => !needle || matches(row, needle));
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
