import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { WhatHappensNext } from './what-happens-next';

/**
 * The booking page's panels. Reading and tab order: the chosen repairs, the form, then what happens
 * next. On wide screens the two side panels share the right-hand column, the second directly below
 * the first.
 */
export function BookingLayout({ summary, form }: { summary: ReactNode; form: ReactNode }) {
  const { t } = useTranslation('booking');
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:grid-rows-[auto_1fr]">
      <aside className="lg:col-start-2 lg:row-start-1" aria-label={t('summary.title')}>
        {summary}
      </aside>
      <div className="min-w-0 lg:col-start-1 lg:row-span-2 lg:row-start-1">{form}</div>
      <div className="lg:col-start-2 lg:row-start-2 lg:self-start">
        <WhatHappensNext />
      </div>
    </div>
  );
}
