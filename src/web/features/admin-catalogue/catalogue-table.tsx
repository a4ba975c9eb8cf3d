import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table';
import type { DataTableColumn } from '../../components/ui/data-table';
import type { CursorList } from '../../lib/use-cursor-list';
import type { CatalogueKind } from './api';
import { ActiveSwitch, RowActions } from './row-actions';

interface CatalogueTableProps<Row extends { id: number; name: string; isActive: boolean }> {
  kind: Exclude<CatalogueKind, 'pricing'>;
  caption: string;
  addLabel: string;
  onAdd: () => void;
  onEdit: (row: Row) => void;
  /** The row's own columns; the active switch and the actions come after them. */
  columns: DataTableColumn<Row>[];
  list: CursorList<Row>;
  emptyText: string;
  errorText: string;
  searchLabel: string;
  exportFilename: string;
  filters?: ReactNode;
  deleteText: (row: Row) => string;
  deleteFailedText: string;
  statusFailedText: string;
  /** Actions before Edit and Delete (a device's page link). */
  extraActions?: (row: Row) => ReactNode;
}

/** A catalogue list (devices, brands, categories, repair services): add, the active switch, edit, delete. */
export function CatalogueTable<Row extends { id: number; name: string; isActive: boolean }>(
  props: CatalogueTableProps<Row>,
) {
  const { t } = useTranslation('adminCatalogue');
  const columns: DataTableColumn<Row>[] = [
    ...props.columns,
    {
      id: 'active',
      header: t('active'),
      cell: (row) => <ActiveSwitch kind={props.kind} row={row} failedText={props.statusFailedText} />,
      csv: (row) => (row.isActive ? 'active' : 'inactive'),
    },
    {
      id: 'actions',
      header: t('actions'),
      cell: (row) => (
        <span className="flex items-center gap-1">
          {props.extraActions?.(row)}
          <RowActions
            kind={props.kind}
            row={row}
            onEdit={() => props.onEdit(row)}
            deleteText={props.deleteText(row)}
            deleteFailedText={props.deleteFailedText}
            statusFailedText={props.statusFailedText}
          />
        </span>
      ),
    },
  ];
  return (
    <div className="space-y-3">
      <div className="flex justify-end">
        <Button onClick={props.onAdd}>
          <Plus className="size-5" aria-hidden="true" />
          {props.addLabel}
        </Button>
      </div>
      <DataTable
        caption={props.caption}
        columns={columns}
        list={props.list}
        getRowId={(row) => String(row.id)}
        emptyText={props.emptyText}
        errorText={props.errorText}
        searchLabel={props.searchLabel}
        exportFilename={props.exportFilename}
        filters={props.filters}
      />
    </div>
  );
}

/**
 * The list texts of brands, categories and repair services, each read from the kind's own texts
 * (`<texts>.caption`, `.add`, `.empty`, ...): the props of `CatalogueTable` that are words.
 */
export function useCatalogueListTexts(texts: 'brands' | 'categories' | 'services') {
  const { t } = useTranslation('adminCatalogue');
  return {
    caption: t(`${texts}.caption`),
    addLabel: t(`${texts}.add`),
    emptyText: t(`${texts}.empty`),
    errorText: t(`${texts}.loadFailed`),
    searchLabel: t(`${texts}.caption`),
    deleteText: () => t('deleteText'),
    deleteFailedText: t(`${texts}.deleteFailed`),
    statusFailedText: t(`${texts}.updateFailed`),
  };
}
