import { MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '@shared/money';
import { PageMeta } from '../../app/page-meta';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useTechnicianJobs } from '../../features/account/api';

function Jobs() {
  const { t } = useTranslation(['account', 'common']);
  const jobs = useTechnicianJobs();
  if (jobs.isPending) return <Spinner label={t('common:loading')} />;
  if (jobs.isError)
    return (
      <p role="alert" className="text-danger">
        {t('technician.loadFailed')}
      </p>
    );
  if (jobs.data.jobs.length === 0)
    return <Card className="p-8 text-center text-lg">{t('technician.empty')}</Card>;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {jobs.data.jobs.map((job) => (
        <li key={job.id}>
          <Card className="space-y-2 p-5">
            <div className="flex items-center justify-between gap-2">
              <p className="font-bold">{t('technician.booking', { id: job.bookingId })}</p>
              <Badge>{job.status}</Badge>
            </div>
            <p className="text-lg font-semibold">{job.deviceModel}</p>
            <p className="flex items-start gap-2">
              <MapPin className="mt-1 size-4 shrink-0" aria-hidden="true" />
              {job.name}, {job.address}, {job.city} {job.pincode}
            </p>
            <a
              href={`tel:${job.phone}`}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary"
            >
              <Phone className="size-4" aria-hidden="true" />
              {job.phone}
            </a>
            <p className="font-semibold">{formatRupees(job.totalPrice)}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** /technician/dashboard (who may open it: app/access-rules.ts). */
export default function TechnicianDashboardPage() {
  const { t } = useTranslation(['account', 'auth']);
  return (
    <>
      {' '}
      <section className="mx-auto max-w-6xl px-4 py-10">
        <PageMeta title={t('technician.metaTitle')} />
        <h1 className="text-3xl font-extrabold">{t('technician.title')}</h1>
        <p className="mt-2 mb-6 text-muted-foreground">{t('technician.subtitle')}</p>
        <Jobs />
      </section>
    </>
  );
}
