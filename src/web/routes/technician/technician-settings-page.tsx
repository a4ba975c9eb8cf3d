import { useTranslation } from '../../lib/use-translation';
import { PageMeta } from '../../app/page-meta';
import { TechnicianSettings } from '../../features/technician/components/technician-settings';

/** /technician/settings: own status and password (who may open it: app/access-rules.ts). */
export default function TechnicianSettingsPage() {
  const { t } = useTranslation('technician');
  return (
    <>
      <PageMeta title={t('settings.metaTitle')} />
      <TechnicianSettings />
    </>
  );
}
