import { listOf } from '../../entities/person/profile-text';
import type { FieldSpec, FieldValues } from '../../entities/profile-form/profile-field-spec';
import { filledRows, portfolioJson } from '../../entities/profile-form/portfolio-value';

interface BuildOptions {
  /** Leave out fields with nothing in them (Jobseeker, spec §5). */
  omitEmpty?: boolean;
}

/** The multipart body for a role form: the contract's field names, in the form's order, then the picture. */
export function buildProfileFormData(
  fields: FieldSpec[],
  values: FieldValues,
  picture: File | null,
  { omitEmpty = false }: BuildOptions = {},
): FormData {
  const form = new FormData();
  for (const field of fields) {
    if (field.kind === 'fixed') {
      form.append(field.name, field.value);
      continue;
    }
    const value = values[field.name];
    if (field.kind === 'checkboxes') {
      // One entry per chosen option: the server reads a repeated field as a list.
      for (const option of Array.isArray(value) ? value : []) form.append(field.name, option);
      continue;
    }
    if (field.kind === 'portfolio') {
      // One JSON field of the companies filled in; nothing when there are none.
      if (filledRows(value).length > 0) form.append(field.name, portfolioJson(value));
      continue;
    }
    const text = typeof value === 'string' ? value : '';
    const sent = field.kind === 'comma-list' ? listOf(text).join(',') : text.trim();
    // An unchosen select (no default) would be a bad enum value, so it is never sent empty; nor is an amount not said.
    if (sent === '' && (omitEmpty || field.kind === 'select' || field.kind === 'rupees')) continue;
    form.append(field.name, sent);
  }
  if (picture) form.append('profilePic', picture);
  return form;
}
