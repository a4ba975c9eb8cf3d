import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { CursorList } from '../../lib/use-cursor-list';
import { Card } from './card';
import { DataTableHeaderCell } from './data-table-header-cell';
import { DataTablePager } from './data-table-pager';
import { DataTableToolbar, useCsvExport } from './data-table-toolbar';
import { Spinner } from './spinner';

// The one table of the admin lists (on TanStack Table): pages, sorting and search run on the server
// (the list comes from useCursorList); this draws them accessibly and exports the filtered set as CSV.

export interface DataTableColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The server can sort by this column. */
  sortable?: boolean;
  /** The column's value in the CSV file; left out of the file when absent. */
  csv?: (row: Row) => string | number | null | undefined;
  className?: string;
}

interface DataTableProps<Row> {
  /** Names the table for screen readers. */
  caption: string;
  columns: DataTableColumn<Row>[];
  list: CursorList<Row>;
  getRowId: (row: Row) => string;
  emptyText: string;
  errorText: string;
  /** Shows a search box that filters on the server. */
  searchLabel?: string;
  /** Offers a CSV export of the whole filtered list, built here page by page: the file name's stem (the India date is added). */
  exportFilename?: string;
  /** Or: a server address that streams the filtered list as CSV (for lists too long to build here). */
  exportHref?: string;
  /** Filters of the list (status, dates...), shown beside the search box. */
  filters?: ReactNode;
}

/** The TanStack table over one page of the list; sorting, paging and filtering are the server's. */
function useServerTable<Row>(
  list: CursorList<Row>,
  columns: DataTableColumn<Row>[],
  getRowId: (row: Row) => string,
) {
  // TanStack Table keeps its own state outside React's; the compiler leaves this component alone.
  // eslint-disable-next-line react-hooks/incompatible-library
  return useReactTable<Row>({
    data: list.rows,
    columns: columns.map((column): ColumnDef<Row> => ({
      id: column.id,
      header: column.header,
      cell: ({ row }) => column.cell(row.original),
      enableSorting: column.sortable ?? false,
    })),
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    state: { sorting: [list.sort] },
  });
}

/** Under the rows: the wait, the failure, or that the list is empty. */
function ListStatus<Row>({
  list,
  emptyText,
  errorText,
}: {
  list: CursorList<Row>;
  emptyText: string;
  errorText: string;
}) {
  const { t } = useTranslation(['table', 'common']);
  return (
    <>
      {list.isPending ? <Spinner label={t('common:loading')} /> : null}
      {list.isError ? (
        <p role="alert" className="px-4 py-6 text-danger">
          {errorText}
        </p>
      ) : !list.isPending && list.rows.length === 0 ? (
        <p className="px-4 py-6 text-muted-foreground">{emptyText}</p>
      ) : null}
    </>
  );
}

export function DataTable<Row>({
  caption,
  columns,
  list,
  getRowId,
  emptyText,
  errorText,
  searchLabel,
  exportFilename,
  exportHref,
  filters,
}: DataTableProps<Row>) {
  const { t } = useTranslation(['table', 'common']);
  const { exporting, exportError, exportCsv } = useCsvExport(list, columns, exportFilename);
  const table = useServerTable(list, columns, getRowId);

  return (
    <div className="space-y-3">
      {searchLabel || exportFilename || exportHref || filters ? (
        <DataTableToolbar
          searchLabel={searchLabel}
          search={list.search}
          onSearch={(text) => list.setSearch(text)}
          filters={filters}
          exportHref={exportHref}
          onExport={exportFilename ? () => void exportCsv() : undefined}
          exporting={exporting}
        />
      ) : null}
      {exportError ? (
        <p role="alert" className="text-danger">
          {t('exportFailed')}
        </p>
      ) : null}
      {/* Wider than a phone: the table scrolls sideways, and a keyboard can reach it to scroll it.
          Positioned, so that what is absolutely placed inside (screen-reader text) is clipped here
          too, instead of widening the page. */}
      <Card
        className="relative overflow-x-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        role="region"
        aria-label={caption}
        tabIndex={0}
      >
        <table className="w-full min-w-[40rem] text-left">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-border bg-muted">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <DataTableHeaderCell
                    key={header.id}
                    header={header}
                    sortable={columns[header.column.getIndex()]?.sortable ?? false}
                    list={list}
                  />
                ))}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-border">
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={columns[cell.column.getIndex()]?.className ?? 'px-4 py-3'}>
                    {/* Called, not rendered as a component: the column's function is new on every
                        render, and as a component type it would draw the cell anew each time,
                        taking focus from a row's button as soon as it is pressed. */}
                    {columns[cell.column.getIndex()]?.cell(row.original)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <ListStatus list={list} emptyText={emptyText} errorText={errorText} />
      </Card>
      <DataTablePager list={list} label={caption} />
    </div>
  );
}
