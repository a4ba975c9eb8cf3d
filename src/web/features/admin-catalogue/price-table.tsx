import type { AdminDeviceRow, AdminRepairServiceRow } from '@shared/contracts/admin-catalogue';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';
import { cellKey, withTypedPrice } from './price-cells';
import type { PriceGridState } from './use-price-grid';

/** The grid itself: a row per device and a column per repair service, each with a box to choose it. */
export function PriceTable({ grid }: { grid: PriceGridState }) {
  const { t } = useTranslation('adminCatalogue');
  return (
    <Card className="relative overflow-x-auto">
      <table className="min-w-full text-left">
        <caption className="sr-only">{t('grid.caption')}</caption>
        <thead className="border-b border-border bg-muted">
          <tr>
            <th scope="col" className="sticky left-0 z-10 bg-muted px-3 py-2">
              {t('pricing.device')}
            </th>
            {grid.gridServices.map((service) => (
              <ServiceHeader key={service.id} service={service} grid={grid} />
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {grid.gridDevices.length === 0 ? (
            <tr>
              <td colSpan={grid.gridServices.length + 1} className="px-4 py-6 text-muted-foreground">
                {t('devices.empty')}
              </td>
            </tr>
          ) : null}
          {grid.gridDevices.map((device) => (
            <DeviceRow key={device.id} device={device} grid={grid} />
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function ServiceHeader({ service, grid }: { service: AdminRepairServiceRow; grid: PriceGridState }) {
  return (
    <th scope="col" className="min-w-32 px-2 py-2 align-bottom">
      <label className="flex items-start gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          className="mt-0.5 size-5 accent-primary"
          checked={grid.columns.has(service.id)}
          onChange={() => grid.toggleColumn(service.id)}
        />
        <span className={cn(!service.isActive && 'text-muted-foreground line-through')}>{service.name}</span>
      </label>
    </th>
  );
}

function DeviceRow({ device, grid }: { device: AdminDeviceRow; grid: PriceGridState }) {
  return (
    <tr>
      <th scope="row" className="sticky left-0 z-10 bg-card px-3 py-2 font-medium">
        {/* Narrow on a phone, so the prices keep most of the screen beside it. */}
        <label className="flex max-w-32 items-center gap-2 text-sm sm:max-w-none sm:text-base">
          <input
            type="checkbox"
            className="size-5 accent-primary"
            checked={grid.rows.has(device.id)}
            onChange={() => grid.toggleRow(device.id)}
          />
          {device.name}
        </label>
      </th>
      {grid.gridServices.map((service) => (
        <PriceCell key={service.id} device={device} service={service} grid={grid} />
      ))}
    </tr>
  );
}

function PriceCell({
  device,
  service,
  grid,
}: {
  device: AdminDeviceRow;
  service: AdminRepairServiceRow;
  grid: PriceGridState;
}) {
  const { t } = useTranslation('adminCatalogue');
  const key = cellKey(device.id, service.id);
  const price = grid.priced.get(key);
  const draft = grid.drafts.get(key);
  const value = draft ?? (price ? String(price.priceAmount / 100) : '');
  return (
    <td className="px-2 py-1.5">
      <input
        type="number"
        inputMode="decimal"
        min={0}
        step={1}
        value={value}
        placeholder="—"
        aria-label={t('grid.cell', { service: service.name, device: device.name })}
        title={price && !price.isAvailable ? t('grid.unavailable') : undefined}
        onChange={(event) => grid.setDrafts(withTypedPrice(grid.drafts, key, event.target.value, price))}
        className={cn(
          'block min-h-11 w-28 rounded-md border-2 bg-card px-2 text-right tabular-nums',
          draft !== undefined ? 'border-accent bg-accent/10' : 'border-input-border',
          price && !price.isAvailable && 'text-muted-foreground',
        )}
      />
    </td>
  );
}
