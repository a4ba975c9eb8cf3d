import { useTranslation } from './use-translation';
import { formatRupees } from '@shared/money';

/**
 * How a booked repair's price reads everywhere it is listed (summaries, the technician's job, the
 * tracking page): rupees, or for a device that is not listed, that the price follows the inspection.
 */
export function useServicePrice(): (service: { priceAmount: number; priceOnInspection?: boolean }) => string {
  const { t } = useTranslation();
  return (service) =>
    service.priceOnInspection ? t('priceOnInspection') : formatRupees(service.priceAmount);
}
