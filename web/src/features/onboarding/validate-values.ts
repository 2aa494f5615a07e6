import type { FieldSpec, FieldValues } from '../../entities/profile-form/profile-field-spec';
import { validateInvestorValues } from '../../entities/profile-form/investor-detail-fields';

// The same check the browser's type="email" makes: something@something.something, no spaces.
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Nothing is required (spec §5), but an email that is filled in must look like one, and an
 * investor's cheque range, cities and portfolio must be ones the server takes (it checks too).
 */
export function validateValues(fields: FieldSpec[], values: FieldValues): Record<string, string> {
  const errors: Record<string, string> = fields.some((field) => field.name === 'chequeMin') ? validateInvestorValues(values) : {};
  for (const field of fields) {
    if (field.kind !== 'email') continue;
    const value = values[field.name];
    const text = typeof value === 'string' ? value.trim() : '';
    if (text && !EMAIL_FORMAT.test(text)) errors[field.name] = 'Please enter a valid email address';
  }
  return errors;
}
