import '../locales/load-repairs';
import { useTranslation } from './use-translation';
import { formatRupees } from '@shared/money';

// How a repair service reads wherever it is listed: its name in the language on screen, and its price.

/**
 * How a booked repair's price reads everywhere it is listed (summaries, the technician's job, the
 * tracking page): rupees, or for a device that is not listed, that the price follows the inspection.
 */
export function useServicePrice(): (service: { priceAmount: number; priceOnInspection?: boolean }) => string {
  const { t } = useTranslation();
  return (service) =>
    service.priceOnInspection ? t('priceOnInspection') : formatRupees(service.priceAmount);
}

interface RepairWords {
  /** A booking made before slugs were kept has none: its words stay as booked. */
  slug?: string;
  name: string;
  description?: string | null;
  diyGuideText?: string | null;
}

/**
 * A repair service's name, description and DIY guide in the language on screen. English shows the
 * catalogue's own words; Hindi and Odia show the translation of a seeded service
 * (locales/{hi,or}/repairs.ts), and the catalogue's words for one added since (decision 025).
 */
export function useRepairWords(): <R extends RepairWords>(repair: R) => R {
  const { i18n } = useTranslation('repairs');
  return (repair) => {
    const { slug } = repair;
    if (i18n.language === 'en' || !slug) return repair;
    const word = (field: 'name' | 'description' | 'diyGuideText', fallback: string) =>
      i18n.t(`${slug}.${field}`, { defaultValue: fallback }, 'repairs');
    return {
      ...repair,
      name: word('name', repair.name),
      ...(repair.description ? { description: word('description', repair.description) } : {}),
      ...(repair.diyGuideText ? { diyGuideText: word('diyGuideText', repair.diyGuideText) } : {}),
    };
  };
}
