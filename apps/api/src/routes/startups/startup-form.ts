import { MAX_CITY_LENGTH, MAX_DPIIT_NUMBER_LENGTH, MAX_ONE_LINER_LENGTH, MAX_STARTUP_DESCRIPTION_LENGTH, MAX_STARTUP_NAME_LENGTH, MAX_WEBSITE_LENGTH, SECTORS, STAGES, type Sector, type Stage } from '@startupsetu/server-core/contract/startup-fields';
import { HttpError } from '@startupsetu/server-core/errors';
import { parseFormFields, type FieldValue, type FormRules } from '../../forms/form-fields';
import { multipartFormSchema } from '../../schemas/form-docs';
import type { StartupFields } from './startups-repository';

// The startup form (multipart, DESIGN §7.3's wire names): every field of a create, any of them in
// an edit. Each refusal is a 400 naming its field.

export const LOGO_FIELD = 'logo';

export const STARTUP_FORM: FormRules = {
  name: { type: 'text', maxLength: MAX_STARTUP_NAME_LENGTH },
  oneLiner: { type: 'text', maxLength: MAX_ONE_LINER_LENGTH },
  description: { type: 'text', maxLength: MAX_STARTUP_DESCRIPTION_LENGTH },
  sector: { type: 'choice', values: SECTORS },
  stage: { type: 'choice', values: STAGES },
  city: { type: 'text', maxLength: MAX_CITY_LENGTH },
  foundedYear: { type: 'integer', min: 1900, max: 2100 },
  teamSize: { type: 'integer', min: 1, max: 100000 },
  website: { type: 'text', maxLength: MAX_WEBSITE_LENGTH },
  dpiitNumber: { type: 'text', maxLength: MAX_DPIIT_NUMBER_LENGTH },
};

const REQUIRED = ['name', 'oneLiner', 'sector', 'stage', 'city'] as const;
/** Blank in an edit: cleared. */
const CLEARABLE = ['foundedYear', 'teamSize', 'website', 'dpiitNumber'] as const;

const LOGO = { field: LOGO_FIELD, description: 'optional logo (png or jpeg, at most 5 MB)' };
export const createFormSchema = multipartFormSchema(STARTUP_FORM, LOGO, REQUIRED);
export const editFormSchema = multipartFormSchema(STARTUP_FORM, LOGO);

const required = (name: string) => new HttpError(400, `${name} is required`, name);

/** Every field of a new startup, or a 400 naming the first one wrong or missing. */
export function newStartupFields(values: ReadonlyMap<string, readonly string[]>): StartupFields {
  const fields = checkedFields(values);
  for (const name of REQUIRED) if (fields[name] === undefined) throw required(name);
  return {
    name: fields.name!,
    oneLiner: fields.oneLiner!,
    description: fields.description ?? '',
    sector: fields.sector!,
    stage: fields.stage!,
    city: fields.city!,
    foundedYear: fields.foundedYear ?? null,
    teamSize: fields.teamSize ?? null,
    website: fields.website ?? null,
    dpiitNumber: fields.dpiitNumber ?? null,
  };
}

/** The fields an edit sends (a required one sent blank is a 400; a clearable one sent blank is null). */
export function editedStartupFields(values: ReadonlyMap<string, readonly string[]>): Partial<StartupFields> {
  const fields = checkedFields(values);
  for (const name of REQUIRED) if (values.has(name) && fields[name] === undefined) throw required(name);
  for (const name of CLEARABLE) if (values.has(name) && fields[name] === undefined) Object.assign(fields, { [name]: null });
  return fields;
}

function checkedFields(values: ReadonlyMap<string, readonly string[]>): Partial<StartupFields> {
  const parsed = parseFormFields(STARTUP_FORM, values);
  const text = (name: string) => {
    const value = parsed[name];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const number = (name: string) => (typeof parsed[name] === 'number' ? (parsed[name] as number) : undefined);
  const foundedYear = number('foundedYear');
  if (foundedYear !== undefined && foundedYear > new Date().getUTCFullYear()) {
    throw new HttpError(400, 'foundedYear must not be in the future', 'foundedYear');
  }
  const fields: Partial<StartupFields> = {
    name: text('name'),
    oneLiner: text('oneLiner'),
    description: typeof parsed.description === 'string' ? parsed.description : undefined,
    sector: text('sector') as Sector | undefined,
    stage: text('stage') as Stage | undefined,
    city: text('city'),
    foundedYear,
    teamSize: number('teamSize'),
    website: websiteOf(parsed.website),
    dpiitNumber: dpiitNumberOf(parsed.dpiitNumber),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<StartupFields>;
}

// 'acme.in' is taken as https://acme.in; only http(s) addresses of a named host are kept.
function websiteOf(value: FieldValue | undefined): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  const address = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  let url: URL | undefined;
  try {
    url = new URL(address);
  } catch {
    url = undefined;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || !url.hostname.includes('.') || /\s/.test(address)) {
    throw new HttpError(400, 'website must be a web address such as https://example.in', 'website');
  }
  return address;
}

function dpiitNumberOf(value: FieldValue | undefined): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  if (!/^[A-Za-z0-9-]+$/.test(value)) throw new HttpError(400, 'dpiitNumber must be letters, digits and dashes only', 'dpiitNumber');
  return value.toUpperCase();
}
