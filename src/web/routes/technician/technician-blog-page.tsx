import { useTranslation } from '../../lib/use-translation';
import { PageMeta } from '../../app/page-meta';
import { TechnicianTips } from '../../features/technician/components/technician-tips';

/** /technician/blog: tips for doorstep repairs (who may open it: app/access-rules.ts). */
export default function TechnicianBlogPage() {
  const { t } = useTranslation('technician');
  return (
    <>
      <PageMeta title={t('blog.metaTitle')} />
      <TechnicianTips />
    </>
  );
}
