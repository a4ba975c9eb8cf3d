import { useTranslation } from '../../lib/use-translation';
import { useParams } from 'react-router';
import { useTrackedWarrantyCard, warrantyPdfUrl } from '../../features/warranty/api';
import { WarrantyCardScreen } from '../../features/warranty/components/warranty-card-screen';

/** /track/:token/warranty: the warranty card of the booking a tracking link names, for whoever holds it. */
export default function TrackWarrantyPage() {
  const { t } = useTranslation('warranty');
  const { token = '' } = useParams();
  return (
    <WarrantyCardScreen
      card={useTrackedWarrantyCard(token)}
      pdfUrl={warrantyPdfUrl.tracked(token)}
      back={{ to: `/track/${encodeURIComponent(token)}`, label: t('backToTracking') }}
    />
  );
}
