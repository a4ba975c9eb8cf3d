import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';

/** The booking page's side panel: the four steps after booking, and a way to ask first. */
export function WhatHappensNext() {
  const { t } = useTranslation('booking');
  const steps = t('next.steps', { returnObjects: true });
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-xl font-bold">{t('next.title')}</h2>
      <ol className="mt-4 space-y-4">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <span>
              <span className="block font-semibold">{step.title}</span>
              <span className="text-muted-foreground">{step.text}</span>
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-4">
        {t('next.questions')}{' '}
        <Link to="/contact" className="font-semibold text-primary underline">
          {t('next.contact')}
        </Link>
      </p>
    </Card>
  );
}
