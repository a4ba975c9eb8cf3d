import { useTranslation } from './use-translation';
import { formatRupees } from '@shared/money';
import { isLanguage } from '@shared/languages';
import { repairWordsIn } from '@shared/repair-names';
import type { TranslatedRepair } from '@shared/repair-names';

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

/**
 * A repair service's name, description and DIY guide in the language on screen: the words the
 * catalogue stores for it in that language, or its English ones where none are written (decision 025).
 * The words come with the service from the API, so no page loads texts of its own for them.
 */
export function useRepairWords(): <R extends TranslatedRepair>(repair: R) => R {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (repair) => repairWordsIn(language, repair);
}
