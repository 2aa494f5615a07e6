import { HttpError } from '@startupsetu/server-core/errors';
import type { FastifyRequest } from 'fastify';
import type { JobBody } from './job-schemas';
import { skillKey, type JobFields } from './jobs-repository';

// A job's fields as sent (DESIGN §7.3's wire names, JSON): the schema checks each field alone
// (job-schemas.ts), these the rules across fields. Each refusal is a 400 naming its field in
// `field`, with a message in plain words: the web shows it to the person filling in the form.

const TEXT_FIELDS = ['title', 'city', 'description'] as const;

/** What each range's minimum above its maximum is told. */
const RANGES = [
  ['ctcMin', 'ctcMax', 'The minimum CTC must not be above the maximum.'],
  ['esopMin', 'esopMax', 'The minimum ESOPs must not be above the maximum.'],
  ['experienceMin', 'experienceMax', 'The minimum experience must not be above the maximum.'],
] as const;

const STIPEND_NOT_INTERNSHIP = 'A stipend is for internships only: give a CTC instead.';
const STIPEND_AND_CTC = 'An internship paid a stipend has no CTC: leave the CTC empty.';
export const PAY_REQUIRED = 'A job needs pay to be published: a CTC or, for an internship, a stipend.';
const REQUIRED_TO_PUBLISH: Record<(typeof TEXT_FIELDS)[number], string> = {
  title: 'A job needs a title to be published.',
  city: 'A job needs a city to be published.',
  description: 'A job needs a description to be published.',
};

/**
 * A preValidation hook: trims the text fields and the skills, and drops blank skills, so the
 * schema's lengths count what is kept. A blank title stays blank, for the schema to refuse by name.
 */
export async function trimJobBody(request: FastifyRequest) {
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const values = body as Record<string, unknown>;
  for (const key of TEXT_FIELDS) if (typeof values[key] === 'string') values[key] = (values[key] as string).trim();
  if (Array.isArray(values.skills)) {
    values.skills = values.skills.map((skill) => (typeof skill === 'string' ? skill.trim() : skill)).filter((skill) => skill !== '');
  }
}

const EMPTY: Omit<JobFields, 'title' | 'kind' | 'workplace'> = {
  city: '',
  ctcMin: null,
  ctcMax: null,
  stipend: null,
  esopMin: null,
  esopMax: null,
  experienceMin: null,
  experienceMax: null,
  skills: [],
  description: '',
};

const sent = (body: JobBody): Partial<JobFields> =>
  Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as Partial<JobFields>;

/** A new draft's fields (the schema has filled in kind and workplace), or a 400. */
export function newJobFields(body: JobBody): JobFields {
  const fields = { ...EMPTY, kind: 'full-time', workplace: 'onsite', ...sent(body) } as JobFields;
  return checked(fields);
}

/** The stored fields with an edit's applied, or a 400; a job that is not a draft must stay publishable. */
export function editedJobFields(before: JobFields, body: JobBody, { listed }: { listed: boolean }): JobFields {
  const fields = checked({ ...before, ...sent(body) });
  if (listed) requirePublishable(fields);
  return fields;
}

function checked(fields: JobFields): JobFields {
  if (fields.stipend !== null && fields.kind !== 'internship') {
    throw new HttpError(400, STIPEND_NOT_INTERNSHIP, 'stipend');
  }
  if (fields.stipend !== null && (fields.ctcMin !== null || fields.ctcMax !== null)) {
    throw new HttpError(400, STIPEND_AND_CTC, fields.ctcMin !== null ? 'ctcMin' : 'ctcMax');
  }
  for (const [low, high, message] of RANGES) {
    const [min, max] = [fields[low], fields[high]];
    if (min !== null && max !== null && min > max) throw new HttpError(400, message, low);
  }
  return { ...fields, skills: distinctSkills(fields.skills) };
}

/** The skills once each, compared in any case; the first spelling is kept. */
function distinctSkills(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  return skills.filter((skill) => {
    const key = skillKey(skill);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A 400 naming the first thing a job lacks to be published. */
export function requirePublishable(fields: JobFields): void {
  for (const name of TEXT_FIELDS) {
    if (fields[name].trim() === '') throw new HttpError(400, REQUIRED_TO_PUBLISH[name], name);
  }
  if (fields.ctcMin === null && fields.ctcMax === null && fields.stipend === null) {
    throw new HttpError(400, PAY_REQUIRED, fields.kind === 'internship' ? 'stipend' : 'ctcMin');
  }
}
