import { useTranslation } from '../../lib/use-translation';
import { PageMeta } from '../../app/page-meta';
import { TechnicianGuidelines } from '../../features/technician/components/technician-guidelines';

/** /technician/guidelines: the standards on every job (who may open it: app/access-rules.ts). */
export default function TechnicianGuidelinesPage() {
  const { t } = useTranslation('technician');
  return (
    <>
      <PageMeta title={t('guidelines.metaTitle')} />
      <TechnicianGuidelines />
    </>
  );
}
