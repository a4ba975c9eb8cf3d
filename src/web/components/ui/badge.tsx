import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export function Badge({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full bg-primary-soft px-3 py-1 text-sm font-medium text-primary',
        className,
      )}
      {...props}
    />
  );
}
