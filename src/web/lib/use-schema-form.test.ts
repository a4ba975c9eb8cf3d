import type { UseFormReturn } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { apiErrorOf } from './api-client';
import i18n from '../i18n';
import hindi from '../../locales/hi/field-messages.json' with { type: 'json' };
import { applyServerErrors } from './use-schema-form';

// The server's field errors land on the form's fields in the language on screen, by their keys.

describe('applyServerErrors', () => {
  it('shows each field by its key and values, and the English of a field without a key', async () => {
    const refusal = apiErrorOf(400, {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid',
        fields: {
          name: 'Name must be at least 2 characters.',
          selectedIssues:
            'Some of the chosen repairs are not available for this device. Please choose again.',
        },
        fieldKeys: { name: { key: 'nameMin', params: { min: 2 } } },
      },
    });
    const setError = vi.fn();
    // The two methods it uses, of a form with a name field.
    const form = { setError, getValues: () => ({ name: 'A' }) } as unknown as Pick<
      UseFormReturn<{ name: string }>,
      'setError' | 'getValues'
    >;
    i18n.addResourceBundle('hi', 'fieldMessages', hindi);
    await i18n.changeLanguage('hi');
    try {
      const elsewhere = applyServerErrors(form, refusal);
      expect(setError).toHaveBeenCalledWith(
        'name',
        { type: 'server', message: 'नाम में कम से कम 2 अक्षर होने चाहिए।' },
        { shouldFocus: true },
      );
      expect(elsewhere).toEqual({
        selectedIssues: 'Some of the chosen repairs are not available for this device. Please choose again.',
      });
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
