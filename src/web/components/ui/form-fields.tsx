import { useController } from 'react-hook-form';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useCallback, useEffect, useId, useRef } from 'react';
import type { ComponentProps } from 'react';
import { PASSWORD_MAX_CHARACTERS } from '@shared/schemas/auth';
import { keepTypedBeforeHydration } from '../../lib/typed-before-hydration';
import { Field, PhoneField, SelectField, TextAreaField } from './field';

// The labelled fields of field.tsx, bound to a react-hook-form form by name: value, change, blur,
// focus on error and the field's message come from the form.

interface Bound<T extends FieldValues> {
  control: Control<T, unknown, unknown>;
  name: Path<T>;
}

type Unbound<P> = Omit<P, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'ref'>;

/**
 * What every bound field takes from the form; `setValue` receives the new text. A field of a rendered
 * page that was typed into before the app took the page over gives the form what it holds.
 */
function useBound<T extends FieldValues>({ control, name }: Bound<T>) {
  const { field, fieldState } = useController({ control, name });
  const { ref, value, onChange, onBlur } = field;
  const element = useRef<Element | null>(null);
  const first = useRef(value as unknown);
  useEffect(() => {
    if (typeof first.current === 'string') keepTypedBeforeHydration(element.current, first.current);
  }, []);
  const bindElement = useCallback(
    (node: Element | null) => {
      element.current = node;
      ref(node);
    },
    [ref],
  );
  return {
    bound: {
      ref: bindElement,
      name,
      value: (value as string | undefined) ?? '',
      onBlur,
      error: fieldState.error?.message,
    },
    setValue: onChange as (text: string) => void,
  };
}

export function FormField<T extends FieldValues>({
  control,
  name,
  transform,
  ...props
}: Bound<T> & Unbound<ComponentProps<typeof Field>> & { transform?: (typed: string) => string }) {
  const { bound, setValue } = useBound({ control, name });
  return (
    <Field
      {...props}
      {...bound}
      onChange={(event) => setValue(transform ? transform(event.target.value) : event.target.value)}
    />
  );
}

/**
 * A password: hidden text, at most the schema's length, and which kind it is (`current-password` or
 * `new-password`) so that password managers fill or offer the right one.
 */
export function FormPasswordField<T extends FieldValues>({
  autoComplete,
  ...props
}: Omit<Parameters<typeof FormField<T>>[0], 'type' | 'maxLength' | 'autoComplete'> & {
  autoComplete: 'current-password' | 'new-password';
}) {
  return (
    <FormField {...props} type="password" autoComplete={autoComplete} maxLength={PASSWORD_MAX_CHARACTERS} />
  );
}

export function FormTextArea<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T> & Unbound<ComponentProps<typeof TextAreaField>>) {
  const { bound, setValue } = useBound({ control, name });
  return <TextAreaField {...props} {...bound} onChange={(event) => setValue(event.target.value)} />;
}

export function FormSelect<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T> & Unbound<ComponentProps<typeof SelectField>>) {
  const { bound, setValue } = useBound({ control, name });
  return <SelectField {...props} {...bound} onChange={(event) => setValue(event.target.value)} />;
}

export function FormPhoneField<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T> &
  Omit<ComponentProps<typeof PhoneField>, 'name' | 'value' | 'onDigitsChange' | 'error' | 'ref' | 'onBlur'>) {
  const { bound, setValue } = useBound({ control, name });
  return <PhoneField {...props} {...bound} onDigitsChange={setValue} />;
}

/** A labelled checkbox bound to a boolean field. */
export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  label,
  hint,
}: Bound<T> & { label: string; hint?: string }) {
  const { field } = useController({ control, name });
  const { ref, value, onChange, onBlur } = field;
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        ref={ref}
        type="checkbox"
        className="mt-1 size-5 accent-primary"
        checked={Boolean(value)}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <label htmlFor={id} className="font-semibold">
        {label}
        {hint ? (
          <span id={`${id}-hint`} className="block text-sm font-normal text-muted-foreground">
            {hint}
          </span>
        ) : null}
      </label>
    </div>
  );
}
