import { Copy, Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { formatRupees } from '@shared/money';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { SelectField } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { CopyPricingDialog } from './copy-pricing-dialog';
import { PricePreviewDialog } from './price-preview-dialog';
import { PriceRuleBar } from './price-rule-bar';
import { PriceTable } from './price-table';
import { PricingImport } from './pricing-import';
import { usePriceGrid } from './use-price-grid';
import type { PriceGridState } from './use-price-grid';

/**
 * The price grid (beyond the spec): one brand's devices against the repair services. Cells are edited
 * inline and saved together; a percentage or the ₹49/₹99 rounding is applied to the chosen rows and
 * columns after a preview; a device's prices can be copied to another; the pricing goes out and back
 * in as CSV.
 */
export function PriceGrid() {
  const { t } = useTranslation('adminCatalogue');
  const grid = usePriceGrid();
  return (
    <div className="space-y-4">
      <PriceGridToolbar grid={grid} />
      <p className="text-sm text-muted-foreground">{t('grid.importHint')}</p>
      {!grid.brandId ? (
        <Card className="p-6 text-muted-foreground">{t('grid.pickBrand')}</Card>
      ) : grid.loading ? (
        <Spinner label={t('grid.loading')} />
      ) : (
        <>
          <PriceRuleBar grid={grid} />
          <PriceTable grid={grid} />
          <p className="text-sm text-muted-foreground">
            {t('grid.legend', { example: formatRupees(249_900) })}
          </p>
        </>
      )}
      {grid.preview ? (
        <PricePreviewDialog changes={grid.preview} onApply={grid.applyPreview} onClose={grid.closePreview} />
      ) : null}
    </div>
  );
}

/** The brand shown, the CSV export and import, and copying one device's prices to another. */
function PriceGridToolbar({ grid }: { grid: PriceGridState }) {
  const { t } = useTranslation('adminCatalogue');
  const [copying, setCopying] = useState(false);
  const { brandId } = grid;
  const brandName = grid.brands.find((brand) => String(brand.id) === brandId)?.name;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SelectField
        label={t('pricing.brand')}
        value={brandId}
        onChange={(event) => grid.changeBrand(event.target.value)}
      >
        <option value="">{t('pricing.chooseBrand')}</option>
        {grid.brands.map((brand) => (
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
      {copying ? <CopyPricingDialog devices={grid.gridDevices} onClose={() => setCopying(false)} /> : null}
    </div>
  );
}
