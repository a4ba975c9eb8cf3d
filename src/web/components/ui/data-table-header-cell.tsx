import { flexRender } from '@tanstack/react-table';
import type { Header } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { CursorList } from '../../lib/use-cursor-list';
import { useTranslation } from '../../lib/use-translation';

/** A column's heading; a column the server can sort by is a button that sorts by it. */
export function DataTableHeaderCell<Row>({
  header,
  sortable,
  list,
}: {
  header: Header<Row, unknown>;
  sortable: boolean;
  list: CursorList<Row>;
}) {
  const { t } = useTranslation(['table', 'common']);
  const sorted = list.sort.id === header.column.id ? (list.sort.desc ? 'desc' : 'asc') : false;
  const label = String(header.column.columnDef.header);
  return (
    <th
      scope="col"
      className="px-4 py-3 font-semibold"
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
    >
      {sortable ? (
        <button
          type="button"
          className="inline-flex min-h-11 items-center gap-1 rounded-lg font-semibold hover:text-primary"
          onClick={() => list.setSort({ id: header.column.id, desc: sorted === 'asc' })}
          aria-label={t('sortBy', { column: label })}
        >
          {flexRender(header.column.columnDef.header, header.getContext())}
          {sorted === 'asc' ? (
            <ArrowUp className="size-4" aria-hidden="true" />
          ) : sorted === 'desc' ? (
            <ArrowDown className="size-4" aria-hidden="true" />
          ) : (
            <ArrowUpDown className="size-4 text-muted-foreground" aria-hidden="true" />
          )}
        </button>
      ) : (
        flexRender(header.column.columnDef.header, header.getContext())
      )}
    </th>
  );
}
