import '../../../locales/load-devices';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { BrandSummary } from '@shared/catalogue-types';
import { cn } from '../../../lib/cn';

interface BrandChipsProps {
  brands: BrandSummary[];
  selected: number | undefined;
  onSelect: (brandId: number | undefined) => void;
}

/** On a phone, this many brands show before 'More brands': the device list stays in the first screen. */
const BRANDS_SHOWN_ON_PHONES = 5;

const chipClass = (active: boolean) =>
  cn(
    'min-h-11 shrink-0 rounded-full border-2 px-4 font-medium transition-colors',
    active
      ? 'border-primary bg-primary text-primary-foreground'
      : 'border-border bg-card hover:border-primary',
  );

export function BrandChips({ brands, selected, onSelect }: BrandChipsProps) {
  const { t } = useTranslation('devices');
  const groupId = useId();
  const [expanded, setExpanded] = useState(false);
  // The brands with the most devices first: the ones most customers look for.
  const offered = brands
    .filter((brand) => brand.deviceCount > 0)
    .sort((a, b) => b.deviceCount - a.deviceCount || a.name.localeCompare(b.name));
  const folded = offered.length - BRANDS_SHOWN_ON_PHONES;
  return (
    <div className="space-y-2">
      <div id={groupId} role="group" aria-label={t('list.brandsLabel')} className="flex flex-wrap gap-2">
        <button
          type="button"
          className={chipClass(selected === undefined)}
          aria-pressed={selected === undefined}
          onClick={() => onSelect(undefined)}
        >
          {t('list.allBrands')}
        </button>
        {offered.map((brand, index) => (
          <button
            key={brand.id}
            type="button"
            className={cn(
              chipClass(selected === brand.id),
              // Folded away on phones only, and never the chosen brand.
              !expanded && index >= BRANDS_SHOWN_ON_PHONES && selected !== brand.id && 'max-sm:hidden',
            )}
            aria-pressed={selected === brand.id}
            onClick={() => onSelect(selected === brand.id ? undefined : brand.id)}
          >
            {brand.name}
          </button>
        ))}
      </div>
      {folded > 0 ? (
        <button
          type="button"
          className="inline-flex min-h-11 items-center gap-1 rounded-lg px-1 font-semibold text-primary underline underline-offset-4 sm:hidden"
          aria-expanded={expanded}
          aria-controls={groupId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('list.fewerBrands') : t('list.moreBrands', { count: folded })}
          {expanded ? (
            <ChevronUp className="size-4" aria-hidden="true" />
          ) : (
            <ChevronDown className="size-4" aria-hidden="true" />
          )}
        </button>
      ) : null}
    </div>
  );
}
