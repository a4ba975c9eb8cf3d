import { Percent, Save, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useTranslation } from '../../lib/use-translation';
import type { PriceGridState } from './use-price-grid';

/** A percentage or the ₹49/₹99 rounding for the chosen cells, and saving or discarding the drafts. */
export function PriceRuleBar({ grid }: { grid: PriceGridState }) {
  const { t } = useTranslation('adminCatalogue');
  const [percent, setPercent] = useState('10');
  return (
    <Card className="flex flex-wrap items-end gap-3 p-4">
      <p className="w-full text-sm text-muted-foreground">
        {t('grid.chosen', { rows: grid.rows.size, columns: grid.columns.size, count: grid.chosen.length })}
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
        onClick={() => grid.previewRule({ kind: 'percent', percent: Number(percent) || 0 })}
      >
        <Percent className="size-5" aria-hidden="true" />
        {t('grid.applyPercent')}
      </Button>
      <Button variant="outline" onClick={() => grid.previewRule({ kind: 'charm' })}>
        {t('grid.applyCharm')}
      </Button>
      <span className="grow" />
      <Button variant="ghost" onClick={() => grid.setDrafts(new Map())} disabled={grid.drafts.size === 0}>
        <Undo2 className="size-5" aria-hidden="true" />
        {t('grid.discard')}
      </Button>
      <Button onClick={grid.saveDrafts} disabled={grid.drafts.size === 0 || grid.saving}>
        <Save className="size-5" aria-hidden="true" />
        {grid.saving ? t('saving') : t('grid.save', { count: grid.drafts.size })}
      </Button>
    </Card>
  );
}
