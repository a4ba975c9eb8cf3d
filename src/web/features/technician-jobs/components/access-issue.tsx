import { ShieldAlert } from 'lucide-react';
import { href } from '@shared/paths';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../lib/use-translation';

/** The spec's 'Access Issue' panel: signed in as a technician, but with no technician profile. */
export function AccessIssue() {
  const { t } = useTranslation('technicianJobs');
  return (
    <Card className="mx-auto max-w-md space-y-3 p-6 text-center">
      <ShieldAlert className="mx-auto size-12 text-danger" aria-hidden="true" />
      <h2 className="text-xl font-bold">{t('accessIssueTitle')}</h2>
      <p className="text-muted-foreground">{t('accessIssueText')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <ButtonLink to={href('technicianAuth')} className="flex-1">
          {t('technicianLogin')}
        </ButtonLink>
        <ButtonLink to={href('home')} variant="outline" className="flex-1">
          {t('home')}
        </ButtonLink>
      </div>
    </Card>
  );
}
