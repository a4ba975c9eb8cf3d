import { useMemo, useState } from 'react';
import type { PriceRule } from '@shared/price-rules';
import { refusalText } from '../../lib/error-text';
import { toast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import {
  useAdminBrands,
  useAdminDevices,
  useAdminPricing,
  useAdminRepairServices,
  useSavePricingCells,
} from './api';
import type { PriceChange } from './price-preview-dialog';
import { cellKey, cellsToSave, chosenCells, priceChanges, toggled } from './price-cells';

/** The price grid's state: the brand shown, the typed drafts, the chosen rows and columns, a rule's preview. */
export function usePriceGrid() {
  const { t } = useTranslation('adminCatalogue');
  const brands = useAdminBrands();
  const [brandId, setBrandId] = useState('');
  const { loading, gridDevices, gridServices, priced } = useGridData(brandId);
  const save = useSavePricingCells();
  const [drafts, setDrafts] = useState<Map<string, string>>(new Map());
  const [rows, setRows] = useState<Set<number>>(new Set());
  const [columns, setColumns] = useState<Set<number>>(new Set());
  const [preview, setPreview] = useState<PriceChange[] | null>(null);

  const chosen = chosenCells(gridDevices, gridServices, rows, columns, priced);

  const changeBrand = (next: string) => {
    setBrandId(next);
    setDrafts(new Map());
    setRows(new Set());
    setColumns(new Set());
  };
  const previewRule = (rule: PriceRule) => {
    const changes = priceChanges(chosen, drafts, rule);
    if (changes.length === 0) toast.error(t('grid.nothingChosen'), { id: 'price-grid' });
    else setPreview(changes);
  };
  const applyPreview = (changes: PriceChange[]) => {
    const next = new Map(drafts);
    for (const change of changes) next.set(change.key, String(change.after / 100));
    setDrafts(next);
    setPreview(null);
    toast.success(t('grid.applied', { count: changes.length }), { id: 'price-grid' });
  };
  const saveDrafts = () =>
    save.mutate(
      { cells: cellsToSave(drafts) },
      {
        onSuccess: (result) => {
          setDrafts(new Map());
          toast.success(t('grid.saved', { count: result.created + result.updated }), { id: 'price-grid' });
        },
        onError: (failure) =>
          toast.error(t('pricing.updateFailed'), { id: 'price-grid', description: refusalText(failure) }),
      },
    );

  return {
    brands: brands.data ?? [],
    brandId,
    changeBrand,
    loading,
    gridDevices,
    gridServices,
    priced,
    drafts,
    setDrafts,
    rows,
    toggleRow: (id: number) => setRows(toggled(rows, id)),
    columns,
    toggleColumn: (id: number) => setColumns(toggled(columns, id)),
    chosen,
    preview,
    previewRule,
    applyPreview,
    closePreview: () => setPreview(null),
    saveDrafts,
    saving: save.isPending,
  };
}

/** One brand's devices, every repair service, and the brand's prices by cell. */
function useGridData(brandId: string) {
  const brandQuery = brandId ? { brandId: Number(brandId) } : {};
  const devices = useAdminDevices(brandQuery);
  const services = useAdminRepairServices();
  const pricing = useAdminPricing(brandQuery);
  const priced = useMemo(
    () =>
      new Map((pricing.data ?? []).map((price) => [cellKey(price.deviceId, price.repairServiceId), price])),
    [pricing.data],
  );
  return {
    loading: devices.isPending || services.isPending || pricing.isPending,
    gridDevices: brandId ? (devices.data ?? []) : [],
    gridServices: services.data ?? [],
    priced,
  };
}

export type PriceGridState = ReturnType<typeof usePriceGrid>;
