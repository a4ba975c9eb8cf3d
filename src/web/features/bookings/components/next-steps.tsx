import { useTranslation } from '../../../lib/use-translation';
import { NumberedSteps } from '../../../components/ui/numbered-steps';

/** The confirmation page's three steps after booking (SPEC 2). */
export function NextSteps() {
  const { t } = useTranslation('account');
  return <NumberedSteps steps={t('confirmation.steps', { returnObjects: true })} />;
}
