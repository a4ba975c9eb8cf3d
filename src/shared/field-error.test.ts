import { describe, expect, it } from 'vitest';
import { englishOf, fieldError, readFieldError } from './field-error';

describe('a field message by key', () => {
  it('travels through zod as one string and reads back as its key and values', () => {
    expect(fieldError('issues')).toBe('issues');
    expect(readFieldError(fieldError('issues'))).toEqual({ key: 'issues' });
    expect(readFieldError(fieldError('screenSizeRange', { min: 1, max: 30 }))).toEqual({
      key: 'screenSizeRange',
      params: { min: 1, max: 30 },
    });
  });

  it('is English for API callers; any other message stays as it is', () => {
    expect(englishOf(fieldError('nameMin', { min: 2 }))).toBe('Name must be at least 2 characters.');
    expect(englishOf('Invalid input: expected string, received number')).toBe(
      'Invalid input: expected string, received number',
    );
    // Not a key of the catalogue, or values that are not a plain object of texts and numbers.
    expect(readFieldError('toString')).toBeUndefined();
    expect(readFieldError('nameMin [2]')).toBeUndefined();
    expect(readFieldError('nameMin {"min":{}}')).toBeUndefined();
  });
});
