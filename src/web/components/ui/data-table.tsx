import { flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { ColumnDef } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight, Download, Search } from 'lucide-react';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { downloadCsv, toCsv } from '../../lib/csv';
import type { CursorList } from '../../lib/use-cursor-list';
import { Button, buttonClasses } from './button';
import { Card } from './card';
import { inputClasses } from './field';
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
  const searchId = useId();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState(false);
  // TanStack Table keeps its own state outside React's; the compiler leaves this component alone.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<Row>({
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

  async function exportCsv() {
    if (!exportFilename) return;
    setExporting(true);
    setExportError(false);
    try {
      const rows = await list.fetchAll();
      const csvColumns = columns.flatMap((c) => (c.csv ? [{ header: c.header, value: c.csv }] : []));
      downloadCsv(exportFilename, toCsv(csvColumns, rows));
    } catch {
      setExportError(true);
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="space-y-3">
      {searchLabel || exportFilename || exportHref || filters ? (
        <div className="flex flex-wrap items-end justify-between gap-3">
          {searchLabel ? (
            <div className="w-full max-w-sm space-y-1.5">
              <label htmlFor={searchId} className="block font-semibold">
                {searchLabel}
              </label>
              <div className="relative">
                <Search
                  className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
                  aria-hidden="true"
                />
                <input
                  id={searchId}
                  type="search"
                  className={`${inputClasses} pl-10`}
                  value={list.search}
                  onChange={(event) => list.setSearch(event.target.value)}
                />
              </div>
            </div>
          ) : null}
          {filters}
          {exportHref ? (
            <a href={exportHref} download className={buttonClasses('outline')}>
              <Download className="size-5" aria-hidden="true" />
              {t('exportCsv')}
            </a>
          ) : exportFilename ? (
            <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting}>
              <Download className="size-5" aria-hidden="true" />
              {exporting ? t('exporting') : t('exportCsv')}
            </Button>
          ) : null}
        </div>
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
                {group.headers.map((header) => {
                  const sortable = columns[header.column.getIndex()]?.sortable ?? false;
                  const sorted =
                    list.sort.id === header.column.id ? (list.sort.desc ? 'desc' : 'asc') : false;
                  const label = String(header.column.columnDef.header);
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className="px-4 py-3 font-semibold"
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
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
                })}
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
        {list.isPending ? <Spinner label={t('common:loading')} /> : null}
        {list.isError ? (
          <p role="alert" className="px-4 py-6 text-danger">
            {errorText}
          </p>
        ) : !list.isPending && list.rows.length === 0 ? (
          <p className="px-4 py-6 text-muted-foreground">{emptyText}</p>
        ) : null}
      </Card>
      {list.hasPrevious || list.hasNext ? (
        <nav className="flex flex-wrap items-center justify-end gap-2" aria-label={caption}>
          <span className="mr-2 whitespace-nowrap text-muted-foreground">
            {t('page', { page: list.pageNumber })}
          </span>
          <Button
            variant="outline"
            size="sm"
            className="whitespace-nowrap"
            onClick={() => list.previous()}
            disabled={!list.hasPrevious}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            {t('previous')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="whitespace-nowrap"
            onClick={() => list.next()}
            disabled={!list.hasNext}
          >
            {t('next')}
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
