import { useTranslation } from '../../../lib/use-translation';
import { Link } from '../../../components/ui/link';
import { Card } from '../../../components/ui/card';
import { NumberedSteps } from '../../../components/ui/numbered-steps';
import { href } from '@shared/paths';

/** The booking page's side panel: the four steps after booking, and a way to ask first. */
export function WhatHappensNext() {
  const { t } = useTranslation('booking');
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-xl font-bold">{t('next.title')}</h2>
      <NumberedSteps steps={t('next.steps', { returnObjects: true })} />
      <p className="mt-4">
        {t('next.questions')}{' '}
        <Link to={href('contact')} className="font-semibold text-primary underline">
          {t('next.contact')}
        </Link>
      </p>
    </Card>
  );
}
