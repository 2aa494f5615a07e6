import { initialValues, isInputField, type FieldValue, type FieldValues, type InputField } from '../../entities/profile-form/profile-field-spec';
import { ROLE_FORMS, type RoleForm } from '../../entities/profile-form/role-profile-forms';
import { listOf } from '../../entities/person/profile-text';
import { INVESTOR_DETAIL_FIELDS } from '../../entities/profile-form/investor-detail-fields';
import { portfolioFromProfile, portfolioJson } from '../../entities/profile-form/portfolio-value';
import type { ProfileDetails } from '../../types/api';

// /Update_profile for Investors, Co-founders and Job Seekers (DESIGN §6.1): their onboarding form's
// fields, prefilled from the profile, and only what the user changed is sent.

const FORMS: Record<string, RoleForm> = {
  investor: ROLE_FORMS.investor,
  cofounder: ROLE_FORMS.cofounder,
  jobseeker: ROLE_FORMS.jobseeker,
};

/** The fields a role edits on /Update_profile, or null for the Hustler (the spec's own form). */
export function roleUpdateFields(role: string | undefined): InputField[] | null {
  const form = FORMS[role?.toLowerCase() ?? ''];
  return form ? form.fields.filter(isInputField) : null;
}

/** The fields after the role's own, in a section of their own: an investor's 'What founders look for' (DESIGN §7.4). */
export function roleUpdateDetails(role: string | undefined): InputField[] {
  return role?.toLowerCase() === 'investor' ? INVESTOR_DETAIL_FIELDS : [];
}

/** The form prefilled from the stored profile; fields it lacks start as onboarding starts them. */
export function roleValuesFromProfile(fields: InputField[], details: Partial<ProfileDetails> | undefined): FieldValues {
  const values = initialValues(fields);
  const stored = (details ?? {}) as Record<string, unknown>;
  for (const field of fields) {
    const value = stored[field.name];
    if (value === undefined || value === null) continue;
    if (field.kind === 'checkboxes') values[field.name] = listOf(value);
    else if (field.kind === 'portfolio') values[field.name] = portfolioFromProfile(value);
    else if (field.kind === 'comma-list') values[field.name] = listOf(value).join(', ');
    else values[field.name] = String(value);
  }
  return values;
}

function sent(field: InputField, value: FieldValue | undefined): string[] {
  if (field.kind === 'checkboxes') return Array.isArray(value) ? value : [];
  if (field.kind === 'portfolio') return [portfolioJson(value)];
  const text = typeof value === 'string' ? value : '';
  return [field.kind === 'comma-list' ? listOf(text).join(',') : text.trim()];
}

/**
 * The PUT /api/userprofile/me body: the fields whose value changed (a multi-choice field once per
 * option, or once empty when every option was cleared), then the picture.
 */
export function buildRoleFormData(
  fields: InputField[],
  initial: FieldValues,
  values: FieldValues,
  picture: File | null,
): FormData {
  const form = new FormData();
  for (const field of fields) {
    const now = sent(field, values[field.name]);
    const before = sent(field, initial[field.name]);
    if (now.join('\n') === before.join('\n')) continue;
    // An unchosen select would be a bad choice; leaving it out keeps what is stored. (An amount
    // sent blank clears it.)
    if (field.kind === 'select' && now[0] === '') continue;
    if (now.length === 0) form.append(field.name, '');
    for (const value of now) form.append(field.name, value);
  }
  if (picture) form.append('profilePic', picture);
  return form;
}
