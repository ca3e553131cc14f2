import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api';

import { applyServerErrors, conflictOf, formErrorsOf } from './server-errors';

type Field = 'name' | 'city' | 'country';
const fieldOf = (path: string): Field | readonly Field[] | undefined =>
  path === 'address'
    ? ['city', 'country']
    : path === 'address.city'
      ? 'city'
      : path === 'name'
        ? 'name'
        : undefined;

const unprocessable = (fields: Record<string, string>) =>
  new ApiError(422, { error: { code: 'validation_failed', message: '' }, fields });

describe('applyServerErrors', () => {
  it("puts a 422's fields on the form's fields, the first message of each", () => {
    const setErrors = vi.fn();
    const found = applyServerErrors(
      unprocessable({
        'address.city': 'x.cityTooLong',
        address: 'x.addressInvalid',
        name: 'x.nameRequired',
        unknown: 'x.ignored',
      }),
      setErrors,
      fieldOf,
    );
    const expected = {
      city: 'x.cityTooLong',
      country: 'x.addressInvalid',
      name: 'x.nameRequired',
    };
    expect(found).toEqual(expected);
    expect(setErrors).toHaveBeenCalledWith(expected);
  });

  it('leaves the form alone for any other error', () => {
    const setErrors = vi.fn();
    expect(applyServerErrors(new ApiError(409, {}), setErrors, fieldOf)).toBeUndefined();
    expect(applyServerErrors(new TypeError('offline'), setErrors, fieldOf)).toBeUndefined();
    expect(setErrors).not.toHaveBeenCalled();
  });

  it('reads the same mapping from a parse', () => {
    expect(formErrorsOf({ name: 'a', 'address.city': 'b' }, fieldOf)).toEqual({
      name: 'a',
      city: 'b',
    });
  });
});

describe('conflictOf', () => {
  it('is the record a 409 names as current, and nothing for another answer', () => {
    const current = { id: 1, version: 4 };
    expect(conflictOf(new ApiError(409, { error: { code: 'version_conflict' }, current }))).toEqual(
      current,
    );
    expect(conflictOf(new ApiError(409, {}))).toBeUndefined();
    expect(conflictOf(new ApiError(422, { current }))).toBeUndefined();
  });
});
