import { Copy, Download, Percent, Save, Undo2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type {
  AdminDeviceRow,
  AdminPricingRow,
  AdminRepairServiceRow,
} from '@shared/contracts/admin-catalogue';
import { formatRupees, rupeesToPaise } from '@shared/money';
import { applyPriceRule } from '@shared/price-rules';
import type { PriceRule } from '@shared/price-rules';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { SelectField } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { refusalText } from '../../lib/error-text';
import { toast } from '../../lib/toast';
import { cn } from '../../lib/cn';
import {
  useAdminBrands,
  useAdminDevices,
  useAdminPricing,
  useAdminRepairServices,
  useSavePricingCells,
} from './api';
import { CopyPricingDialog } from './copy-pricing-dialog';
import { PricePreviewDialog } from './price-preview-dialog';
import type { PriceChange } from './price-preview-dialog';
import { PricingImport } from './pricing-import';

const cellKey = (deviceId: number, serviceId: number) => `${deviceId}:${serviceId}`;

/**
 * The price grid (beyond the spec): one brand's devices against the repair services. Cells are edited
 * inline and saved together; a percentage or the ₹49/₹99 rounding is applied to the chosen rows and
 * columns after a preview; a device's prices can be copied to another; the pricing goes out and back
 * in as CSV.
 */
export function PriceGrid() {
  const { t } = useTranslation('adminCatalogue');
  const brands = useAdminBrands();
  const [brandId, setBrandId] = useState('');
  const devices = useAdminDevices(brandId ? { brandId: Number(brandId) } : {});
  const services = useAdminRepairServices();
  const pricing = useAdminPricing(brandId ? { brandId: Number(brandId) } : {});
  const save = useSavePricingCells();

  /** Typed prices not saved yet, in rupees as typed, by cell. */
  const [drafts, setDrafts] = useState<Map<string, string>>(new Map());
  const [rows, setRows] = useState<Set<number>>(new Set());
  const [columns, setColumns] = useState<Set<number>>(new Set());
  const [percent, setPercent] = useState('10');
  const [preview, setPreview] = useState<PriceChange[] | null>(null);
  const [copying, setCopying] = useState(false);

  const priced = useMemo(
    () =>
      new Map((pricing.data ?? []).map((price) => [cellKey(price.deviceId, price.repairServiceId), price])),
    [pricing.data],
  );
  const gridDevices = brandId ? (devices.data ?? []) : [];
  const brandName = (brands.data ?? []).find((brand) => String(brand.id) === brandId)?.name;
  const gridServices = services.data ?? [];

  const changeBrand = (next: string) => {
    setBrandId(next);
    setDrafts(new Map());
    setRows(new Set());
    setColumns(new Set());
  };

  const toggle = (set: Set<number>, id: number, update: (next: Set<number>) => void) => {
    const next = new Set(set);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    update(next);
  };

  /** The chosen cells that have a price (a rule changes prices; it does not make new ones). */
  const chosenCells = () =>
    gridDevices
      .filter((device) => rows.has(device.id))
      .flatMap((device) =>
        gridServices
          .filter((service) => columns.has(service.id))
          .map((service) => ({ device, service, price: priced.get(cellKey(device.id, service.id)) })),
      )
      .filter(
        (cell): cell is { device: AdminDeviceRow; service: AdminRepairServiceRow; price: AdminPricingRow } =>
          Boolean(cell.price),
      );

  const previewRule = (rule: PriceRule) => {
    const changes = chosenCells().map(({ device, service, price }) => {
      const key = cellKey(device.id, service.id);
      const draft = drafts.get(key);
      const before = draft !== undefined && draft !== '' ? rupeesToPaise(Number(draft)) : price.priceAmount;
      return { key, device: device.name, service: service.name, before, after: applyPriceRule(before, rule) };
    });
    if (changes.length === 0) {
      toast.error(t('grid.nothingChosen'), { id: 'price-grid' });
      return;
    }
    setPreview(changes);
  };

  const applyPreview = (changes: PriceChange[]) => {
    const next = new Map(drafts);
    for (const change of changes) next.set(change.key, String(change.after / 100));
    setDrafts(next);
    setPreview(null);
    toast.success(t('grid.applied', { count: changes.length }), { id: 'price-grid' });
  };

  const saveDrafts = () => {
    // A cleared cell is not a change: prices are removed from the list, not the grid.
    const cells = [...drafts.entries()]
      .filter(([, rupees]) => rupees !== '')
      .map(([key, rupees]) => {
        const [deviceId, repairServiceId] = key.split(':').map(Number) as [number, number];
        return { deviceId, repairServiceId, price: rupees };
      });
    save.mutate(
      { cells },
      {
        onSuccess: (result) => {
          setDrafts(new Map());
          toast.success(t('grid.saved', { count: result.created + result.updated }), { id: 'price-grid' });
        },
        onError: (failure) =>
          toast.error(t('pricing.updateFailed'), { id: 'price-grid', description: refusalText(failure) }),
      },
    );
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('pricing.brand')}
          value={brandId}
          onChange={(event) => changeBrand(event.target.value)}
        >
          <option value="">{t('pricing.chooseBrand')}</option>
          {(brands.data ?? []).map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.name}
            </option>
          ))}
        </SelectField>
        <a
          href={`/api/admin/pricing/export${brandId ? `?brandId=${brandId}` : ''}`}
          download
          className={buttonClasses('outline')}
        >
          <Download className="size-5" aria-hidden="true" />
          {brandName ? t('grid.exportBrand', { brand: brandName }) : t('grid.exportAll')}
        </a>
        <PricingImport />
        {brandId ? (
          <Button variant="outline" onClick={() => setCopying(true)}>
            <Copy className="size-5" aria-hidden="true" />
            {t('grid.copy')}
          </Button>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground">{t('grid.importHint')}</p>

      {!brandId ? (
        <Card className="p-6 text-muted-foreground">{t('grid.pickBrand')}</Card>
      ) : devices.isPending || services.isPending || pricing.isPending ? (
        <Spinner label={t('grid.loading')} />
      ) : (
        <>
          <Card className="flex flex-wrap items-end gap-3 p-4">
            <p className="w-full text-sm text-muted-foreground">
              {t('grid.chosen', { rows: rows.size, columns: columns.size, count: chosenCells().length })}
            </p>
            <label className="space-y-1.5">
              <span className="block font-semibold">{t('grid.percent')}</span>
              <input
                type="number"
                inputMode="decimal"
                step={1}
                min={-90}
                max={500}
                value={percent}
                onChange={(event) => setPercent(event.target.value)}
                className="block min-h-12 w-28 rounded-lg border-2 border-input-border bg-card px-3"
              />
            </label>
            <Button
              variant="outline"
              onClick={() => previewRule({ kind: 'percent', percent: Number(percent) || 0 })}
            >
              <Percent className="size-5" aria-hidden="true" />
              {t('grid.applyPercent')}
            </Button>
            <Button variant="outline" onClick={() => previewRule({ kind: 'charm' })}>
              {t('grid.applyCharm')}
            </Button>
            <span className="grow" />
            <Button variant="ghost" onClick={() => setDrafts(new Map())} disabled={drafts.size === 0}>
              <Undo2 className="size-5" aria-hidden="true" />
              {t('grid.discard')}
            </Button>
            <Button onClick={saveDrafts} disabled={drafts.size === 0 || save.isPending}>
              <Save className="size-5" aria-hidden="true" />
              {save.isPending ? t('saving') : t('grid.save', { count: drafts.size })}
            </Button>
          </Card>
          <Card className="relative overflow-x-auto">
            <table className="min-w-full text-left">
              <caption className="sr-only">{t('grid.caption')}</caption>
              <thead className="border-b border-border bg-muted">
                <tr>
                  <th scope="col" className="sticky left-0 z-10 bg-muted px-3 py-2">
                    {t('pricing.device')}
                  </th>
                  {gridServices.map((service) => (
                    <th key={service.id} scope="col" className="min-w-32 px-2 py-2 align-bottom">
                      <label className="flex items-start gap-2 text-sm font-semibold">
                        <input
                          type="checkbox"
                          className="mt-0.5 size-5 accent-primary"
                          checked={columns.has(service.id)}
                          onChange={() => toggle(columns, service.id, setColumns)}
                        />
                        <span className={cn(!service.isActive && 'text-muted-foreground line-through')}>
                          {service.name}
                        </span>
                      </label>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {gridDevices.length === 0 ? (
                  <tr>
                    <td colSpan={gridServices.length + 1} className="px-4 py-6 text-muted-foreground">
                      {t('devices.empty')}
                    </td>
                  </tr>
                ) : null}
                {gridDevices.map((device) => (
                  <tr key={device.id}>
                    <th scope="row" className="sticky left-0 z-10 bg-card px-3 py-2 font-medium">
                      {/* Narrow on a phone, so the prices keep most of the screen beside it. */}
                      <label className="flex max-w-32 items-center gap-2 text-sm sm:max-w-none sm:text-base">
                        <input
                          type="checkbox"
                          className="size-5 accent-primary"
                          checked={rows.has(device.id)}
                          onChange={() => toggle(rows, device.id, setRows)}
                        />
                        {device.name}
                      </label>
                    </th>
                    {gridServices.map((service) => {
                      const key = cellKey(device.id, service.id);
                      const price = priced.get(key);
                      const draft = drafts.get(key);
                      const value = draft ?? (price ? String(price.priceAmount / 100) : '');
                      return (
                        <td key={service.id} className="px-2 py-1.5">
                          <input
                            type="number"
                            inputMode="decimal"
                            min={0}
                            step={1}
                            value={value}
                            placeholder="—"
                            aria-label={t('grid.cell', { service: service.name, device: device.name })}
                            title={price && !price.isAvailable ? t('grid.unavailable') : undefined}
                            onChange={(event) => {
                              const next = new Map(drafts);
                              const typed = event.target.value;
                              if (price && typed !== '' && rupeesToPaise(Number(typed)) === price.priceAmount)
                                next.delete(key);
                              else if (!price && typed === '') next.delete(key);
                              else next.set(key, typed);
                              setDrafts(next);
                            }}
                            className={cn(
                              'block min-h-11 w-28 rounded-md border-2 bg-card px-2 text-right tabular-nums',
                              draft !== undefined ? 'border-accent bg-accent/10' : 'border-input-border',
                              price && !price.isAvailable && 'text-muted-foreground',
                            )}
                          />
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
          <p className="text-sm text-muted-foreground">
            {t('grid.legend', { example: formatRupees(249_900) })}
          </p>
        </>
      )}
      {preview ? (
        <PricePreviewDialog changes={preview} onApply={applyPreview} onClose={() => setPreview(null)} />
      ) : null}
      {copying ? <CopyPricingDialog devices={gridDevices} onClose={() => setCopying(false)} /> : null}
    </div>
  );
}
