import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { To } from 'react-router';
import type { BrandSummary } from '@shared/catalogue-types';
import { cn } from '../../../lib/cn';
import { Link } from '../../../components/ui/link';

interface BrandChipsProps {
  brands: BrandSummary[];
  selected: number | undefined;
  /** The list's address with this brand chosen (none: every brand). */
  linkTo: (brandId: number | undefined) => To;
}

/** On a phone, this many brands show before 'More brands': the device list stays in the first screen. */
const BRANDS_SHOWN_ON_PHONES = 5;

const chipClass = (active: boolean) =>
  cn(
    'inline-flex min-h-11 shrink-0 items-center rounded-full border-2 px-4 font-medium transition-colors',
    active
      ? 'border-primary bg-primary text-primary-foreground'
      : 'border-border bg-card hover:border-primary',
  );

/**
 * The brands as links to the list filtered by each (`?brand=`): a tap works before the page's script
 * has run, and the server renders the filtered list (decision 032). The chosen one is marked current.
 */
export function BrandChips({ brands, selected, linkTo }: BrandChipsProps) {
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
        <Link
          to={linkTo(undefined)}
          replace
          className={chipClass(selected === undefined)}
          aria-current={selected === undefined ? 'true' : undefined}
        >
          {t('list.allBrands')}
        </Link>
        {offered.map((brand, index) => (
          <Link
            key={brand.id}
            to={linkTo(selected === brand.id ? undefined : brand.id)}
            replace
            className={cn(
              chipClass(selected === brand.id),
              // Folded away on phones only, and never the chosen brand.
              !expanded && index >= BRANDS_SHOWN_ON_PHONES && selected !== brand.id && 'max-sm:hidden',
            )}
            aria-current={selected === brand.id ? 'true' : undefined}
          >
            {brand.name}
          </Link>
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
