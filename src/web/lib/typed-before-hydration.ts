/**
 * Text typed into a field of a rendered page before the app took the page over stays in the field
 * (the browser keeps it, and hydrating leaves it), but the form's state never heard of it: this sends
 * it through the field's own change handler, as if typed now (decision 032). React reports a change
 * only against the value it last saw, which for a hydrated field is the typed text itself; its note of
 * that value is set back to what the form holds first.
 */
export function keepTypedBeforeHydration(field: Element | null, formValue: string): void {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  if (field.value === formValue) return;
  (field as { _valueTracker?: { setValue(value: string): void } })._valueTracker?.setValue(formValue);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
