import { useState } from 'react';
import type { FormEvent } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '@shared/field-errors';

/** Moves keyboard and screen-reader users to the first field that needs fixing. */
export function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/**
 * Values and messages of a form checked with its shared schema: nothing is flagged until the first
 * try to send, then every keystroke checks again so a fixed field clears its message at once.
 */
export function useCheckedForm<T extends { [K in keyof T]: string }>(schema: z.ZodType, initial: () => T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState(false);

  function validate(next: T) {
    const result = schema.safeParse(next);
    setErrors(result.success ? {} : fieldErrors(result.error));
    return result.success;
  }

  function update(field: keyof T, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (checked) validate(next);
  }

  /** Marks the form as tried and checks it; when it fails, focus goes to the first bad field. */
  function checkOnSubmit(event: FormEvent<HTMLFormElement>): boolean {
    event.preventDefault();
    setChecked(true);
    if (validate(values)) return true;
    focusFirstInvalid(event.currentTarget);
    return false;
  }

  function reset(next: T) {
    setValues(next);
    setErrors({});
    setChecked(false);
  }

  return { values, setValues, errors, setErrors, update, checkOnSubmit, reset };
}
