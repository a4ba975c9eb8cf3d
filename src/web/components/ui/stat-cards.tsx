import { cn } from '../../lib/cn';
import type { LucideIcon } from 'lucide-react';
import { Card } from './card';

export interface Stat {
  label: string;
  value: string | number;
  icon: LucideIcon;
  testId: string;
}

/**
 * A row of three figures with their labels, three across even on a 320 px phone: tight padding
 * there, and long words hyphenate rather than spill out of their card.
 */
export function StatCards({ id, title, stats }: { id: string; title: string; stats: readonly Stat[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="sr-only">
        {title}
      </h2>
      {/* Rows that fill: three in a row, or four as two pairs on a phone (a row of three left the
          fourth card alone on the next). */}
      <dl
        className={cn(
          'grid gap-2 sm:gap-4',
          stats.length % 3 === 0 ? 'grid-cols-3' : 'grid-cols-2 md:grid-cols-4',
        )}
      >
        {stats.map(({ label, value, icon: Icon, testId }) => (
          <Card key={testId} className="flex min-w-0 flex-col-reverse justify-end gap-1 p-2.5 sm:p-5">
            <dt className="flex items-start gap-2 text-sm leading-tight font-semibold hyphens-auto text-muted-foreground sm:text-base">
              <Icon className="hidden size-5 shrink-0 text-primary sm:block" aria-hidden="true" />
              {label}
            </dt>
            <dd className="text-2xl font-extrabold tabular-nums sm:text-3xl" data-testid={testId}>
              {value}
            </dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}
