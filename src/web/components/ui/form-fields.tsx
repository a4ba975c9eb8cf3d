import { useController } from 'react-hook-form';
import type { Control, FieldValues, Path } from 'react-hook-form';
import type { ComponentProps } from 'react';
import { Field, PhoneField, SelectField, TextAreaField } from './field';

// The labelled fields of field.tsx, bound to a react-hook-form form by name: value, change, blur,
// focus on error and the field's message come from the form.

interface Bound<T extends FieldValues> {
  control: Control<T, unknown, unknown>;
  name: Path<T>;
}

type Unbound<P> = Omit<P, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'ref'>;

export function FormField<T extends FieldValues>({
  control,
  name,
  transform,
  ...props
}: Bound<T> & Unbound<ComponentProps<typeof Field>> & { transform?: (typed: string) => string }) {
  const { field, fieldState } = useController({ control, name });
  const { ref, value, onChange, onBlur } = field;
  return (
    <Field
      {...props}
      ref={ref}
      name={name}
      value={value ?? ''}
      onChange={(event) => onChange(transform ? transform(event.target.value) : event.target.value)}
      onBlur={onBlur}
      error={fieldState.error?.message}
    />
  );
}

export function FormTextArea<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T> & Unbound<ComponentProps<typeof TextAreaField>>) {
  const { field, fieldState } = useController({ control, name });
  const { ref, value, onChange, onBlur } = field;
  return (
    <TextAreaField
      {...props}
      ref={ref}
      name={name}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={fieldState.error?.message}
    />
  );
}

export function FormSelect<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T> & Unbound<ComponentProps<typeof SelectField>>) {
  const { field, fieldState } = useController({ control, name });
  const { ref, value, onChange, onBlur } = field;
  return (
    <SelectField
      {...props}
      ref={ref}
      name={name}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={fieldState.error?.message}
    />
  );
}

export function FormPhoneField<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T> &
  Omit<ComponentProps<typeof PhoneField>, 'name' | 'value' | 'onDigitsChange' | 'error' | 'ref' | 'onBlur'>) {
  const { field, fieldState } = useController({ control, name });
  const { ref, value, onChange, onBlur } = field;
  return (
    <PhoneField
      {...props}
      ref={ref}
      name={name}
      value={value ?? ''}
      onDigitsChange={onChange}
      onBlur={onBlur}
      error={fieldState.error?.message}
    />
  );
}
