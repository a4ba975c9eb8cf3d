import type { UseFormReturn } from 'react-hook-form';
import { bookingSchema } from '@shared/schemas/booking';
import type { BookingData } from '@shared/schemas/booking';
import { useSchemaForm } from '../../lib/use-schema-form';
import { initialBookingForm, targetFields } from './booking-form-values';
import type { BookingField, BookingFormValues, BookingTarget } from './booking-form-values';

/** The booking form's state: what is typed, checked into what the server takes. */
export type BookingFormApi = UseFormReturn<BookingFormValues, unknown, BookingData>;

/**
 * 'Schedule Your Repair', checked with the same schema the server uses, with the chosen device and
 * repairs beside what is typed. Validated as the customer goes (SPEC 5): a field is checked once
 * left, then at every change.
 */
export function useBookingForm(target: BookingTarget, selectedIds: readonly number[]): BookingFormApi {
  return useSchemaForm<ReturnType<typeof bookingSchema>, BookingFormValues>(() => bookingSchema(new Date()), {
    defaultValues: initialBookingForm(target),
    mode: 'onTouched',
    extra: (values) => ({ ...targetFields(target, values), selectedIssues: [...selectedIds] }),
  });
}

/** Sets a field the customer did not type in, checked as typing would check it. */
export function fillAsTyped(form: BookingFormApi, name: BookingField, value: string): void {
  const { isSubmitted, touchedFields } = form.formState;
  const check = isSubmitted || Boolean(touchedFields[name]);
  form.setValue(name, value, { shouldDirty: true, shouldValidate: check });
  if (!check) form.clearErrors(name);
}
