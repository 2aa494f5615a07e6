import { MAX_CITY_LENGTH, MAX_DPIIT_NUMBER_LENGTH, MAX_ONE_LINER_LENGTH, MAX_STARTUP_DESCRIPTION_LENGTH, MAX_STARTUP_NAME_LENGTH, MAX_WEBSITE_LENGTH } from '@startupsetu/server-core/contract/startup-fields';

// The startup form's fields (new and edit), as the server names them (DESIGN §7.3's wire names), and its checks.

export interface StartupFormValues {
  name: string;
  oneLiner: string;
  description: string;
  sector: string;
  stage: string;
  city: string;
  foundedYear: string;
  teamSize: string;
  website: string;
  dpiitNumber: string;
}

export type StartupFormErrors = Partial<Record<keyof StartupFormValues, string>>;

export const EMPTY_STARTUP: StartupFormValues = {
  name: '', oneLiner: '', description: '', sector: '', stage: '', city: '', foundedYear: '', teamSize: '', website: '', dpiitNumber: '',
};

/** Each text field's label and longest value (the server's own limits). */
export const TEXT_FIELDS = {
  name: { label: 'Startup Name', maxLength: MAX_STARTUP_NAME_LENGTH },
  oneLiner: { label: 'One-liner', maxLength: MAX_ONE_LINER_LENGTH },
  description: { label: 'Description', maxLength: MAX_STARTUP_DESCRIPTION_LENGTH },
  city: { label: 'City', maxLength: MAX_CITY_LENGTH },
  website: { label: 'Website', maxLength: MAX_WEBSITE_LENGTH },
  dpiitNumber: { label: 'DPIIT Recognition Number', maxLength: MAX_DPIIT_NUMBER_LENGTH },
} as const;

const REQUIRED: Array<[keyof StartupFormValues, string]> = [
  ['name', 'Startup name is required'],
  ['oneLiner', 'One-liner is required'],
  ['sector', 'Choose a sector'],
  ['stage', 'Choose a stage'],
  ['city', 'City is required'],
];

/** What stops the form from being sent, field by field (the server checks everything again). */
export function validateStartup(values: StartupFormValues, thisYear = new Date().getFullYear()): StartupFormErrors {
  const errors: StartupFormErrors = {};
  for (const [name, message] of REQUIRED) if (!values[name].trim()) errors[name] = message;
  const year = values.foundedYear.trim();
  if (year && (!/^\d{4}$/.test(year) || Number(year) < 1900 || Number(year) > thisYear)) errors.foundedYear = `Enter a year from 1900 to ${thisYear}`;
  const size = values.teamSize.trim();
  if (size && (!/^\d+$/.test(size) || Number(size) < 1)) errors.teamSize = 'Enter how many people work there';
  return errors;
}

/** The multipart body of a new startup: every field typed, and the logo when one was chosen. */
export function startupFormData(values: StartupFormValues, logo: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) if (value.trim()) form.append(name, value.trim());
  if (logo) form.append('logo', logo);
  return form;
}

/** The edit form's values: the startup as it is (blank where a field is not set). */
export function startupFormValuesOf(startup: { [Name in keyof StartupFormValues]: string | number | null }): StartupFormValues {
  const values = { ...EMPTY_STARTUP };
  for (const name of Object.keys(EMPTY_STARTUP) as Array<keyof StartupFormValues>) values[name] = startup[name] === null ? '' : String(startup[name]);
  return values;
}

/** The multipart body of an edit: every field, trimmed, a blank one too (the server then clears it), and a new logo. */
export function editedStartupFormData(values: StartupFormValues, logo: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value.trim());
  if (logo) form.append('logo', logo);
  return form;
}
