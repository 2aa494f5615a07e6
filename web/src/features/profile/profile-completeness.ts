import { ROLE_FORMS, type RoleFormName } from '../../entities/profile-form/role-profile-forms';
import { isInputField } from '../../entities/profile-form/profile-field-spec';
import type { ProfileDetails } from '../../types/api';

export interface Completeness {
  /** Whole per cent of the profile's parts that are filled. */
  percent: number;
  /** The labels of the parts still empty, in the form's order (the picture first). */
  missing: string[];
}

const filled = (value: unknown) => (Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null && String(value).trim() !== '');

/**
 * How much of a profile is filled: the picture and each field of the role's form (spec §3)
 * that the person types or chooses (a slider always has a value, so it does not count).
 */
export function profileCompleteness(role: string, details: Partial<ProfileDetails>): Completeness {
  const form = ROLE_FORMS[role.toLowerCase() as RoleFormName] ?? ROLE_FORMS.jobseeker;
  const parts: { label: string; value: unknown }[] = [
    { label: 'Profile picture', value: details.profilePic },
    ...form.fields
      .filter(isInputField)
      .filter((field) => field.kind !== 'range')
      .map((field) => ({ label: field.label, value: details[field.name as keyof ProfileDetails] })),
  ];
  const missing = parts.filter((part) => !filled(part.value)).map((part) => part.label);
  return { percent: Math.round(((parts.length - missing.length) / parts.length) * 100), missing };
}
