import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label and value pairs (a description list), stacked on phones and side by side on wider screens. */
export function FactList({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  return (
    <dl className={cn('divide-y divide-border', className)}>
      {facts.map((fact) => (
        <div key={fact.label} className="grid gap-0.5 py-2.5 sm:grid-cols-[11rem_1fr] sm:gap-4">
          <dt className="font-semibold text-muted-foreground">{fact.label}</dt>
          <dd className="min-w-0 wrap-anywhere">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
