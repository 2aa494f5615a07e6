import {
  MAX_CTC,
  MAX_ESOP_PERCENT,
  MAX_EXPERIENCE_YEARS,
  MAX_JOB_SKILLS,
  MAX_SKILL_LENGTH,
  MAX_STIPEND,
  type JobKind,
  type Workplace,
} from '@startupsetu/server-core/contract/job-fields';
import type { JobFields } from '@startupsetu/server-core/contract/job-schemas';
import { LAKH } from './job-filters';
import { indianNumber } from '@startupsetu/server-core/contract/indian-number';

// The job form's fields (new and edit) and its checks, which mirror the server's (apps/api's
// job-form.ts): a stipend only for an internship and then no CTC, each minimum at most its
// maximum, and to publish a title, a city, a description and pay. The CTC is typed in lakhs a year
// (LPA) and sent in rupees; a stipend is typed and sent in rupees a month.

/** Whether an internship is paid a monthly stipend or a yearly CTC (other kinds always a CTC). */
export type PayKind = 'stipend' | 'ctc';

export interface JobFormValues {
  title: string;
  kind: JobKind;
  workplace: Workplace;
  city: string;
  payKind: PayKind;
  /** Lakhs a year. */
  ctcMin: string;
  ctcMax: string;
  /** Rupees a month. */
  stipend: string;
  esopMin: string;
  esopMax: string;
  experienceMin: string;
  experienceMax: string;
  /** Comma-separated. */
  skills: string;
  description: string;
}

export type JobFormField = keyof JobFormValues;
export type JobFormErrors = Partial<Record<JobFormField, string>>;

export const EMPTY_JOB: JobFormValues = {
  title: '',
  kind: 'full-time',
  workplace: 'onsite',
  city: '',
  payKind: 'stipend',
  ctcMin: '',
  ctcMax: '',
  stipend: '',
  esopMin: '',
  esopMax: '',
  experienceMin: '',
  experienceMax: '',
  skills: '',
  description: '',
};

/** How the job is paid as the form stands: a stipend only for an internship that says so. */
export const paidByStipend = (values: Pick<JobFormValues, 'kind' | 'payKind'>) => values.kind === 'internship' && values.payKind === 'stipend';

/** The skills typed: comma-separated, trimmed, blanks left out, once each in any case (the first spelling kept). */
export function skillsOf(text: string): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const skill of text.split(',').map((part) => part.trim())) {
    if (!skill || seen.has(skill.toLowerCase())) continue;
    seen.add(skill.toLowerCase());
    skills.push(skill);
  }
  return skills;
}

interface NumberRule {
  whole: boolean;
  max: number;
  /** What the number is multiplied by to send it (lakhs to rupees). */
  scale?: number;
  message: string;
}

const RULES: Record<'ctc' | 'stipend' | 'esop' | 'experience', NumberRule> = {
  ctc: { whole: false, max: MAX_CTC, scale: LAKH, message: `Enter lakhs a year, such as 12 or 12.5 (up to ${MAX_CTC / LAKH})` },
  stipend: { whole: true, max: MAX_STIPEND, message: `Enter rupees a month, such as 25000 (up to ${indianNumber(MAX_STIPEND)})` },
  esop: { whole: false, max: MAX_ESOP_PERCENT, message: `Enter a percentage from 0 to ${MAX_ESOP_PERCENT}` },
  experience: { whole: true, max: MAX_EXPERIENCE_YEARS, message: `Enter whole years from 0 to ${MAX_EXPERIENCE_YEARS}` },
};

const RULE_OF: Partial<Record<JobFormField, NumberRule>> = {
  ctcMin: RULES.ctc,
  ctcMax: RULES.ctc,
  stipend: RULES.stipend,
  esopMin: RULES.esop,
  esopMax: RULES.esop,
  experienceMin: RULES.experience,
  experienceMax: RULES.experience,
};

/** A number field as sent: null when blank, NaN when it is not a number the field takes. */
function numberOf(text: string, rule: NumberRule): number | null {
  const plain = text.trim().replace(/,/g, '');
  if (!plain) return null;
  if (!(rule.whole ? /^\d+$/ : /^\d+(\.\d+)?$/).test(plain)) return Number.NaN;
  const value = rule.scale ? Math.round(Number(plain) * rule.scale) : Number(plain);
  return value > rule.max ? Number.NaN : value;
}

/** The fields that are sent, by how the job is paid: the other pay's fields are kept in the form but not sent. */
function sentNumbers(values: JobFormValues): Array<[JobFormField, number | null]> {
  const byStipend = paidByStipend(values);
  const fields: JobFormField[] = ['esopMin', 'esopMax', 'experienceMin', 'experienceMax'];
  fields.unshift(...((byStipend ? ['stipend'] : ['ctcMin', 'ctcMax']) as JobFormField[]));
  return fields.map((field) => [field, numberOf(values[field], RULE_OF[field]!)]);
}

const RANGES: Array<[JobFormField, JobFormField]> = [
  ['ctcMin', 'ctcMax'],
  ['esopMin', 'esopMax'],
  ['experienceMin', 'experienceMax'],
];

/**
 * What stops the form from being sent, field by field (the server checks everything again). A
 * draft needs only its title; publishing needs a city, a description and pay too.
 */
export function validateJob(values: JobFormValues, { publish }: { publish: boolean }): JobFormErrors {
  const errors: JobFormErrors = {};
  if (!values.title.trim()) errors.title = 'Job title is required';
  const numbers = new Map(sentNumbers(values));
  for (const [field, value] of numbers) if (Number.isNaN(value)) errors[field] = RULE_OF[field]!.message;
  for (const [low, high] of RANGES) {
    const [min, max] = [numbers.get(low), numbers.get(high)];
    if (min != null && max != null && !Number.isNaN(min) && !Number.isNaN(max) && min > max) errors[high] = 'The maximum must not be below the minimum';
  }
  const skills = skillsOf(values.skills);
  if (skills.length > MAX_JOB_SKILLS) errors.skills = `Give at most ${MAX_JOB_SKILLS} skills`;
  else if (skills.some((skill) => skill.length > MAX_SKILL_LENGTH)) errors.skills = `Keep each skill within ${MAX_SKILL_LENGTH} characters`;
  if (publish) {
    if (!values.city.trim()) errors.city ??= 'City is required to publish';
    if (!values.description.trim()) errors.description ??= 'Description is required to publish';
    if (paidByStipend(values) && numbers.get('stipend') === null) errors.stipend ??= 'Give the monthly stipend to publish';
    if (!paidByStipend(values) && numbers.get('ctcMin') === null && numbers.get('ctcMax') === null) errors.ctcMin ??= 'Give the CTC to publish';
  }
  return errors;
}

/** The job as sent (every one of its fields), from a form `validateJob` passed: every field (a blank number is null, which clears it in an edit). */
export function jobBodyOf(values: JobFormValues): JobFields {
  const numbers = Object.fromEntries(sentNumbers(values)) as Partial<Record<JobFormField, number | null>>;
  return {
    title: values.title.trim(),
    kind: values.kind,
    workplace: values.workplace,
    city: values.city.trim(),
    ctcMin: numbers.ctcMin ?? null,
    ctcMax: numbers.ctcMax ?? null,
    stipend: numbers.stipend ?? null,
    esopMin: numbers.esopMin ?? null,
    esopMax: numbers.esopMax ?? null,
    experienceMin: numbers.experienceMin ?? null,
    experienceMax: numbers.experienceMax ?? null,
    skills: skillsOf(values.skills),
    description: values.description.trim(),
  };
}

const shown = (value: number | null, scale = 1) => (value === null ? '' : String(value / scale));

/** The edit form's values: the job as it is (blank where a field is not set; the CTC in lakhs). */
export function jobFormValuesOf(job: JobFields): JobFormValues {
  return {
    title: job.title,
    kind: job.kind,
    workplace: job.workplace,
    city: job.city,
    payKind: job.kind === 'internship' && job.stipend === null && (job.ctcMin !== null || job.ctcMax !== null) ? 'ctc' : 'stipend',
    ctcMin: shown(job.ctcMin, LAKH),
    ctcMax: shown(job.ctcMax, LAKH),
    stipend: shown(job.stipend),
    esopMin: shown(job.esopMin),
    esopMax: shown(job.esopMax),
    experienceMin: shown(job.experienceMin),
    experienceMax: shown(job.experienceMax),
    skills: job.skills.join(', '),
    description: job.description,
  };
}
