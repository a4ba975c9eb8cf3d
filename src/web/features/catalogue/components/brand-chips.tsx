import { useTranslation } from 'react-i18next';
import type { BrandSummary } from '@shared/catalogue-types';
import { cn } from '../../../lib/cn';

interface BrandChipsProps {
  brands: BrandSummary[];
  selected: number | undefined;
  onSelect: (brandId: number | undefined) => void;
}

const chipClass = (active: boolean) =>
  cn(
    'min-h-11 shrink-0 rounded-full border-2 px-4 font-medium transition-colors',
    active
      ? 'border-primary bg-primary text-primary-foreground'
      : 'border-border bg-card hover:border-primary',
  );

export function BrandChips({ brands, selected, onSelect }: BrandChipsProps) {
  const { t } = useTranslation('catalogue');
  return (
    <div role="group" aria-label={t('devices.brandsLabel')} className="flex flex-wrap gap-2">
      <button
        type="button"
        className={chipClass(selected === undefined)}
        aria-pressed={selected === undefined}
        onClick={() => onSelect(undefined)}
      >
        {t('devices.allBrands')}
      </button>
      {brands
        .filter((brand) => brand.deviceCount > 0)
        .map((brand) => (
          <button
            key={brand.id}
            type="button"
            className={chipClass(selected === brand.id)}
            aria-pressed={selected === brand.id}
            onClick={() => onSelect(selected === brand.id ? undefined : brand.id)}
          >
            {brand.name}
          </button>
        ))}
    </div>
  );
}
