import { useTranslation } from '../../lib/use-translation';
import { useParams } from 'react-router';
import { useWarrantyCard, warrantyPdfUrl } from '../../features/warranty/api';
import { WarrantyCardScreen } from '../../features/warranty/components/warranty-card-screen';

/** /dashboard/warranty/:id: the warranty card of a customer's completed booking (access: app/access-rules.ts). */
export default function WarrantyCardPage() {
  const { t } = useTranslation('warranty');
  const { id = '' } = useParams();
  return (
    <WarrantyCardScreen
      card={useWarrantyCard(id)}
      pdfUrl={warrantyPdfUrl.booking(id)}
      back={{ to: '/dashboard/history', label: t('backToHistory') }}
    />
  );
}
