import { useTranslation } from '../../lib/use-translation';
import { PageMeta } from '../../app/page-meta';
import { TechnicianValues } from '../../features/technician/components/technician-values';

/** /technician/about: the company values, for technicians (who may open it: app/access-rules.ts). */
export default function TechnicianAboutPage() {
  const { t } = useTranslation('technician');
  return (
    <>
      <PageMeta title={t('about.metaTitle')} />
      <TechnicianValues />
    </>
  );
}
