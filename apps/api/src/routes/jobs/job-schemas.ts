import { MAX_SEARCH_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import {
  JOB_KINDS,
  JOB_OPEN_DAYS,
  MAX_CTC,
  MAX_ESOP_PERCENT,
  MAX_EXPERIENCE_YEARS,
  MAX_JOB_DESCRIPTION_LENGTH,
  MAX_JOB_SKILLS,
  MAX_JOB_TITLE_LENGTH,
  MAX_SKILL_LENGTH,
  MAX_STIPEND,
  WORKPLACES,
  type JobKind,
  type Workplace,
} from '@startupsetu/server-core/contract/job-fields';
import { jobReplySchema, jobsForYouSchema, jobsPageSchema, type JobFields } from '@startupsetu/server-core/contract/job-schemas';
import { MAX_CITY_LENGTH } from '@startupsetu/server-core/contract/startup-fields';
import { pageQueryProperties, type PageQuery } from '@startupsetu/server-core/http/pagination';
import { textField } from '../../schemas/text-fields';

// JSON schemas of the jobs calls (DESIGN §7.3): they validate the input, shape the replies and
// describe the calls in /openapi.json. The rules across fields (pay, ranges) are in job-form.ts.

const TAGS = ['Jobs'];
const noNul = '^[^\\u0000]*$';

/** Anything a slug or an id could not be is simply not found (the routes check). */
const slugParams = { type: 'object', required: ['slug'], properties: { slug: { type: 'string', maxLength: 200 } } } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 200 } } } as const;

const money = (maximum: number, description: string) => ({ type: ['integer', 'null'], minimum: 0, maximum, description }) as const;
const percent = { type: ['number', 'null'], minimum: 0, maximum: MAX_ESOP_PERCENT, description: 'ESOPs, per cent' } as const;
const years = { type: ['integer', 'null'], minimum: 0, maximum: MAX_EXPERIENCE_YEARS, description: 'Years of experience' } as const;

/** A create's or an edit's body: any of the job's fields (jobProperties checks each). */
export type JobBody = Partial<JobFields>;

/** The fields' own limits; a job's text fields and skills are trimmed before they are checked. */
const jobProperties = {
  title: textField(MAX_JOB_TITLE_LENGTH),
  kind: { type: 'string', enum: JOB_KINDS },
  workplace: { type: 'string', enum: WORKPLACES },
  city: { type: 'string', maxLength: MAX_CITY_LENGTH, pattern: noNul },
  ctcMin: money(MAX_CTC, 'Rupees a year'),
  ctcMax: money(MAX_CTC, 'Rupees a year'),
  stipend: money(MAX_STIPEND, 'Rupees a month: internships only, and then no CTC'),
  esopMin: percent,
  esopMax: percent,
  experienceMin: years,
  experienceMax: years,
  skills: {
    type: 'array',
    maxItems: MAX_JOB_SKILLS,
    items: { type: 'string', minLength: 1, maxLength: MAX_SKILL_LENGTH, pattern: noNul },
    description: 'Kept as written, once each (case-insensitively)',
  },
  description: { type: 'string', maxLength: MAX_JOB_DESCRIPTION_LENGTH, pattern: noNul },
} as const;

const RULES =
  'A stipend is for internships only, and an internship with a stipend has no CTC; each minimum is at most its maximum. ' +
  'Publishing needs a title, a city, a description and pay (a CTC or a stipend). Every refusal is a 400 naming its field.';

export const createJobSchema = {
  summary: "Add a draft job to a startup (its active admins only): 404 to people outside it, 403 to its other people",
  description: `${RULES} Nothing but the title is required; kind defaults to full-time and workplace to onsite.`,
  tags: TAGS,
  params: slugParams,
  body: {
    type: 'object',
    required: ['title'],
    additionalProperties: false,
    properties: {
      ...jobProperties,
      kind: { ...jobProperties.kind, default: 'full-time' },
      workplace: { ...jobProperties.workplace, default: 'onsite' },
    },
  },
  response: { 201: jobReplySchema },
} as const;

export const updateJobSchema = {
  summary: "Change a job's fields (its startup's active admins only), in any status; null clears a number",
  description: `${RULES} A published or closed job must stay publishable.`,
  tags: TAGS,
  params: idParams,
  body: { type: 'object', additionalProperties: false, properties: jobProperties },
  response: { 200: jobReplySchema },
} as const;

const lifecycle = (summary: string, description: string) =>
  ({ summary, description: `Its startup's active admins only (404 to people outside it, 403 to its other people). ${description}`, tags: TAGS, params: idParams, response: { 200: jobReplySchema } }) as const;

export const publishJobSchema = lifecycle(
  `Publish a draft: it is listed until it closes itself ${JOB_OPEN_DAYS} days later (closesAt)`,
  '400 naming the first missing field when it is not complete; 409 when it is not a draft.',
);
export const closeJobSchema = lifecycle('Close a published job now', '409 for a draft; closing a closed job changes nothing.');
export const renewJobSchema = lifecycle(
  `Publish a published or closed job again for ${JOB_OPEN_DAYS} days from now; it goes to the top of the list`,
  '409 for a draft (publish it instead).',
);

export interface JobListQuerystring extends PageQuery {
  q?: string;
  skills?: string;
  city?: string;
  workplace?: Workplace;
  kind?: JobKind;
  minCtc?: number;
}

export const listJobsSchema = {
  summary: 'Open jobs (published, not past closesAt), newest published or renewed first; readable signed out',
  description: 'Every filter given must hold; the cursor is the previous page’s nextCursor.',
  tags: TAGS,
  querystring: {
    type: 'object',
    properties: {
      ...pageQueryProperties,
      q: { type: 'string', maxLength: MAX_SEARCH_LENGTH, pattern: noNul, description: 'Searches titles and skills (a substring, any case)' },
      skills: {
        type: 'string',
        maxLength: MAX_JOB_SKILLS * (MAX_SKILL_LENGTH + 2),
        pattern: noNul,
        description: `Comma-separated, at most ${MAX_JOB_SKILLS}, any case: a job needing ANY of them is listed`,
      },
      city: { type: 'string', maxLength: MAX_CITY_LENGTH, pattern: noNul, description: 'Any case' },
      workplace: { type: 'string', enum: WORKPLACES },
      kind: { type: 'string', enum: JOB_KINDS },
      minCtc: { type: 'integer', minimum: 0, maximum: MAX_CTC, description: 'Rupees a year: jobs whose top CTC (ctcMax, else ctcMin) is at least this' },
    },
  },
  response: { 200: jobsPageSchema },
} as const;

export const getJobSchema = {
  summary: "A job, readable signed out once published (a closed one says so); a draft only by its startup's active members",
  tags: TAGS,
  params: idParams,
  response: { 200: jobReplySchema },
} as const;

export const startupJobsSchema = {
  summary: "A startup's jobs: its open ones, newest first, for everyone; drafts and closed ones too (newest made first) for its active members",
  tags: TAGS,
  params: slugParams,
  querystring: { type: 'object', properties: pageQueryProperties },
  response: { 200: jobsPageSchema },
} as const;

export const saveJobSchema = {
  summary: 'Save a job for later (saving again changes nothing)',
  description: '404 for a job the caller cannot read.',
  tags: TAGS,
  params: idParams,
  response: { 200: jobReplySchema },
} as const;

export const unsaveJobSchema = {
  summary: "Take a job off the caller's saved jobs (when it was not there, nothing changes)",
  description: '404 for a job the caller cannot read (it is taken off all the same).',
  tags: TAGS,
  params: idParams,
  response: { 200: jobReplySchema },
} as const;

export const savedJobsSchema = {
  summary: "The caller's saved jobs, newest saved first (closed ones too, shown as closed)",
  tags: TAGS,
  querystring: { type: 'object', properties: pageQueryProperties },
  response: { 200: jobsPageSchema },
} as const;

export const jobsForYouRouteSchema = {
  summary: "Open jobs for the caller: those needing any of their profile's skills, then of their desired role, then in their city, then the newest",
  description: "Each with a one-line reason. The jobs of the caller's own startups are left out.",
  tags: TAGS,
  querystring: { type: 'object', properties: { limit: { type: 'integer', minimum: 1, maximum: 50, default: 10 } } },
  response: { 200: jobsForYouSchema },
} as const;
