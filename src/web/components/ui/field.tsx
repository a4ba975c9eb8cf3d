import { useId } from 'react';
import type {
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { toPhoneDigits } from '@shared/phone';
import { cn } from '../../lib/cn';

export const inputClasses =
  'block min-h-12 w-full rounded-lg border-2 border-input-border bg-card px-3 text-base text-foreground ' +
  // The ring on :focus, not only :focus-visible: a date field's focus is on its day, month or year
  // inside, which :focus-visible does not see on the field.
  'placeholder:text-muted-foreground/80 focus:border-primary focus:outline-3 focus:outline-offset-2 focus:outline-ring ' +
  'aria-invalid:border-danger disabled:opacity-60';

interface ControlIds {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface ShellProps {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string | undefined;
  /** The control, given the ids that tie it to its label, hint and error. */
  children: (ids: ControlIds) => ReactNode;
}

/** A label, a control, its hint and its error, tied together for screen readers. */
function FieldShell({ label, hint, error, className, children }: ShellProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
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

interface LabelledProps {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
}

interface FieldProps extends LabelledProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** The input itself (forms focus the first field that needs fixing). */
  ref?: Ref<HTMLInputElement>;
  /** Fixed text before the input, in the same row (e.g. +91). */
  prefixText?: string;
}

/** A labelled input with its hint and error. */
export function Field({ label, hint, error, prefixText, className, ...input }: FieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error} className={className}>
      {(ids) => (
        <div className="flex items-stretch gap-2">
          {prefixText ? (
            <span className="inline-flex items-center rounded-lg border-2 border-border bg-muted px-3 font-semibold">
              {prefixText}
            </span>
          ) : null}
          <input className={inputClasses} {...ids} {...input} />
        </div>
      )}
    </FieldShell>
  );
}

type TextAreaFieldProps = LabelledProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { ref?: Ref<HTMLTextAreaElement> };

/** A labelled multi-line text box with its hint and error. */
export function TextAreaField({ label, hint, error, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error} className={className}>
      {(ids) => <textarea className={cn(inputClasses, 'py-2')} {...ids} {...textarea} />}
    </FieldShell>
  );
}

type SelectFieldProps = LabelledProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { ref?: Ref<HTMLSelectElement> };

/** A labelled choice list with its hint and error. */
export function SelectField({ label, hint, error, className, children, ...select }: SelectFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error} className={className}>
      {(ids) => (
        <select className={inputClasses} {...ids} {...select}>
          {children}
        </select>
      )}
    </FieldShell>
  );
}

interface PhoneFieldProps extends Omit<
  FieldProps,
  'type' | 'inputMode' | 'prefixText' | 'onChange' | 'value'
> {
  value: string;
  /** Receives the 10 national digits: spaces, a pasted +91 or a leading 0 are dropped as typed. */
  onDigitsChange: (digits: string) => void;
}

/**
 * An Indian mobile number: +91 shown before the box, a number pad on phones. Autofill offers the whole
 * number (`tel`; the HTML checker refuses `tel-national` here), whose +91 is dropped as it arrives.
 */
export function PhoneField({ onDigitsChange, autoComplete = 'tel', ...props }: PhoneFieldProps) {
  return (
    <Field
      type="tel"
      inputMode="numeric"
      autoComplete={autoComplete}
      prefixText="+91"
      {...props}
      onChange={(e) => onDigitsChange(toPhoneDigits(e.target.value))}
    />
  );
}
