import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useTechnicianSelf } from '../api';
import { LeaveForm } from './leave-form';
import { PasswordForm } from './password-form';
import { StatusForm } from './status-form';
import { TechnicianPage } from './technician-page';

function Status() {
  const { t } = useTranslation(['technician', 'common']);
  const self = useTechnicianSelf();
  if (self.isPending) return <Spinner label={t('common:loading')} />;
  if (self.isError) {
    const missing = self.error instanceof ApiError && self.error.status === 404;
    return (
      <Card className="p-5">
        <p role="alert" className="font-semibold text-danger">
          {missing ? t('settings.noProfile') : t('settings.loadFailed')}
        </p>
        {missing ? null : (
          <Button variant="outline" className="mt-3" onClick={() => void self.refetch()}>
            {t('common:retry')}
          </Button>
        )}
      </Card>
    );
  }
  return <StatusForm technician={self.data.technician} />;
}

/** /technician/settings: own status (Active or Busy), leave and password. */
export function TechnicianSettings() {
  const { t } = useTranslation('technician');
  return (
    <TechnicianPage title={t('settings.title')} intro={t('settings.intro')}>
      <Status />
      <LeaveForm />
      <PasswordForm />
    </TechnicianPage>
  );
}
