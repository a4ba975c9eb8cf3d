import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from './api-client';
import { apiErrorText, failureText } from './error-text';
import { translateFieldErrors, translateFieldMessage } from './field-message';

// The one form system: react-hook-form checked by the input's shared zod schema (the one the server
// parses with), with the server's field errors mapped into the same form; every field message in the
// language on screen (lib/field-message.ts).

export type SchemaForm<S extends z.ZodType<FieldValues, FieldValues>> = UseFormReturn<
  z.input<S>,
  unknown,
  z.output<S>
>;

export interface SchemaFormOptions<
  S extends z.ZodType<FieldValues, FieldValues>,
  TValues extends FieldValues = z.input<S>,
> {
  defaultValues: DefaultValues<NoInfer<TValues>>;
  /**
   * When a field is first checked: 'onSubmit' (nothing is flagged before the first try to send) or
   * 'onTouched' (a field is checked once it is left). Either way, after that every change checks again,
   * so a fixed field clears its message at once.
   */
  mode?: 'onSubmit' | 'onTouched';
  /**
   * Values the schema checks that are not typed into the form (the chosen device and repairs, say),
   * read from the form's values at each check.
   */
  extra?: (values: NoInfer<TValues>) => FieldValues;
}

/**
 * A resolver that checks the form's values with a shared schema built at each check (rules that
 * depend on the moment), together with values that are not typed into the form (the chosen device
 * and repairs, say) given by `extra`.
 */
export function schemaResolver<TValues extends FieldValues, TOutput>(
  build: () => z.ZodType<unknown, FieldValues>,
  extra?: (values: TValues) => FieldValues,
): Resolver<TValues, unknown, TOutput> {
  return async (values, context, options) => {
    const input = extra ? { ...values, ...extra(values) } : values;
    // zod's resolver is typed for the schema's own input; the form's values are part of it.
    const check = zodResolver(build()) as unknown as Resolver<TValues, unknown, TOutput>;
    // The schema's messages are English: shown in the language on screen.
    const result = await check(input, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: translateFieldErrors(result.errors) };
  };
}

/**
 * A form checked by `schema`. A schema that depends on the moment (a date may not be in the past) is
 * given as a function, built again at each check. A form whose fields hold text the schema reads
 * otherwise (a select's id as a string) names its own values type, `TValues`.
 */
export function useSchemaForm<
  S extends z.ZodType<FieldValues, FieldValues>,
  TValues extends FieldValues = z.input<S>,
>(
  schema: S | (() => S),
  { defaultValues, mode = 'onSubmit', extra }: SchemaFormOptions<S, TValues>,
): UseFormReturn<TValues, unknown, z.output<S>> {
  return useForm<TValues, unknown, z.output<S>>({
    resolver: schemaResolver<TValues, z.output<S>>(
      () => (typeof schema === 'function' ? schema() : schema),
      extra,
    ),
    defaultValues,
    mode,
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
}

/**
 * Puts the server's field messages (ApiError.fields) on the form's fields, and focuses the first.
 * Returns the messages of fields the form does not have (the caller shows those elsewhere).
 */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, 'setError' | 'getValues'>,
  error: unknown,
): Record<string, string> {
  if (!(error instanceof ApiError) || !error.fields) return {};
  const values = form.getValues();
  const elsewhere: Record<string, string> = {};
  let first = true;
  for (const [name, english] of Object.entries(error.fields)) {
    const message = translateFieldMessage(english, error.fieldKeys?.[name]);
    if (name in values) {
      form.setError(name as Path<T>, { type: 'server', message }, { shouldFocus: first });
      first = false;
    } else {
      elsewhere[name] = message;
    }
  }
  return elsewhere;
}

/**
 * A failed submit (decision 016): the server's field messages go on the fields, and the result is the
 * description of the submit's one summary toast. None when the fields say it all; a message for a
 * field the form does not show; otherwise the reason of a refusal that is not about fields: the code's
 * text, or with a `fallback`, `failureText` (the fallback for codes that only name a kind of failure).
 */
export function applyServerRefusal<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, 'setError' | 'getValues'>,
  error: unknown,
  fallback?: string,
): string | undefined {
  const elsewhere = Object.values(applyServerErrors(form, error))[0];
  if (elsewhere) return elsewhere;
  if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0) return undefined;
  if (fallback === undefined) return error instanceof ApiError ? apiErrorText(error) : undefined;
  return failureText(error, fallback) || undefined;
}
