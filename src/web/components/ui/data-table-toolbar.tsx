import { Download, Search } from 'lucide-react';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { downloadCsv, toCsv } from '../../lib/csv';
import type { CursorList } from '../../lib/use-cursor-list';
import { useTranslation } from '../../lib/use-translation';
import { Button, buttonClasses } from './button';
import type { DataTableColumn } from './data-table';
import { inputClasses } from './field';

/** Builds the whole filtered list page by page into a CSV file (the file name's stem gets the India date). */
export function useCsvExport<Row>(list: CursorList<Row>, columns: DataTableColumn<Row>[], filename?: string) {
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState(false);
  async function exportCsv() {
    if (!filename) return;
    setExporting(true);
    setExportError(false);
    try {
      const rows = await list.fetchAll();
      const csvColumns = columns.flatMap((c) => (c.csv ? [{ header: c.header, value: c.csv }] : []));
      downloadCsv(filename, toCsv(csvColumns, rows));
    } catch {
      setExportError(true);
    } finally {
      setExporting(false);
    }
  }
  return { exporting, exportError, exportCsv };
}

/** The search box that filters on the server. */
function TableSearch({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
}) {
  const searchId = useId();
  return (
    <div className="w-full max-w-sm space-y-1.5">
      <label htmlFor={searchId} className="block font-semibold">
        {label}
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
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}

interface DataTableToolbarProps {
  searchLabel: string | undefined;
  search: string;
  onSearch: (text: string) => void;
  filters: ReactNode;
  exportHref: string | undefined;
  /** Offered when the table builds the file itself. */
  onExport: (() => void) | undefined;
  exporting: boolean;
}

/** Above the table: its search, its filters and its CSV export. */
export function DataTableToolbar({
  searchLabel,
  search,
  onSearch,
  filters,
  exportHref,
  onExport,
  exporting,
}: DataTableToolbarProps) {
  const { t } = useTranslation(['table', 'common']);
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      {searchLabel ? <TableSearch label={searchLabel} value={search} onChange={onSearch} /> : null}
      {filters}
      {exportHref ? (
        <a href={exportHref} download className={buttonClasses('outline')}>
          <Download className="size-5" aria-hidden="true" />
          {t('exportCsv')}
        </a>
      ) : onExport ? (
        <Button variant="outline" onClick={onExport} disabled={exporting}>
          <Download className="size-5" aria-hidden="true" />
          {exporting ? t('exporting') : t('exportCsv')}
        </Button>
      ) : null}
    </div>
  );
}
