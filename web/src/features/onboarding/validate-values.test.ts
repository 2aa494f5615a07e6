import { describe, expect, it } from 'vitest';
import { ROLE_FORMS } from '../../entities/profile-form/role-profile-forms';
import { validateValues } from './validate-values';

describe('validateValues', () => {
  const fields = ROLE_FORMS.investor.fields;

  it('lets every field stay empty', () => {
    expect(validateValues(fields, { contactEmail: '' })).toEqual({});
  });

  it('checks the format of a filled-in email', () => {
    expect(validateValues(fields, { contactEmail: 'ravi@fund.in' })).toEqual({});
    expect(validateValues(fields, { contactEmail: 'ravi@' })).toEqual({ contactEmail: 'Please enter a valid email address' });
  });
});
