import { useTranslation } from '../../lib/use-translation';
import { PageMeta } from '../../app/page-meta';
import { CashCard } from '../../features/technician-jobs/components/cash-card';
import { JobsBoard } from '../../features/technician-jobs/components/jobs-board';

/** /technician/dashboard (who may open it: app/access-rules.ts), designed for a phone first. */
export default function TechnicianDashboardPage() {
  const { t } = useTranslation('technicianJobs');
  return (
    <section className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <PageMeta title={t('metaTitle')} />
      <h1 className="text-3xl font-extrabold">{t('title')}</h1>
      <p className="mt-2 mb-6 text-muted-foreground">{t('subtitle')}</p>
      <JobsBoard />
      <div className="mt-10">
        <CashCard />
      </div>
    </section>
  );
}
