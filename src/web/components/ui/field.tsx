import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const inputClasses =
  'block min-h-12 w-full rounded-lg border-2 border-border bg-card px-3 text-base text-foreground ' +
  'placeholder:text-muted-foreground/80 focus:border-primary focus:outline-none ' +
  'aria-invalid:border-danger disabled:opacity-60';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  /** Content after the input, inside the same row (e.g. a +91 prefix goes before via `prefix`). */
  prefixText?: string;
}

/** A labelled input with its hint and error, tied together for screen readers. */
export function Field({ label, hint, error, prefixText, className, ...input }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <div className="flex items-stretch gap-2">
        {prefixText ? (
          <span className="inline-flex items-center rounded-lg border-2 border-border bg-muted px-3 font-semibold">
            {prefixText}
          </span>
        ) : null}
        <input
          id={id}
          className={inputClasses}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
