import type { FromSchema } from 'json-schema-to-ts';
import { nextCursorSchema, uploaderSchema } from './content-schemas';
import { JOB_KINDS, JOB_STATUSES, WORKPLACES } from './job-fields';
import { APPLICATION_STATUSES, REJECTION_REASONS } from './application-fields';
import { keyed } from './reply-builders';
import { SECTORS, STAGES } from './startup-fields';

// Jobs and applications (DESIGN §7.3, issue 42): the reply schemas the api serializes with and the
// web's types come from (the lists and limits they use: job-fields.ts).

/** The startup a job belongs to, as a job card shows it. */
export const jobStartupSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['_id', 'slug', 'name', 'logo', 'sector', 'stage', 'city'],
  properties: {
    _id: { type: 'string' },
    slug: { type: 'string' },
    name: { type: 'string' },
    logo: { type: ['string', 'null'] },
    sector: { type: 'string', enum: SECTORS },
    stage: { type: 'string', enum: STAGES },
    city: { type: 'string' },
  },
} as const;

const nullableInteger = { type: ['integer', 'null'] } as const;
const nullableNumber = { type: ['number', 'null'] } as const;

export const jobSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    '_id',
    'status',
    'startup',
    'title',
    'kind',
    'workplace',
    'city',
    'ctcMin',
    'ctcMax',
    'stipend',
    'esopMin',
    'esopMax',
    'experienceMin',
    'experienceMax',
    'skills',
    'description',
    'publishedAt',
    'closesAt',
    'createdAt',
    'replyRate',
    'viewer',
  ],
  properties: {
    _id: { type: 'string' },
    status: { type: 'string', enum: JOB_STATUSES, description: "A published job past its closesAt is answered as 'closed'" },
    startup: jobStartupSchema,
    title: { type: 'string' },
    kind: { type: 'string', enum: JOB_KINDS },
    workplace: { type: 'string', enum: WORKPLACES },
    city: { type: 'string' },
    ctcMin: { ...nullableInteger, description: 'Rupees a year' },
    ctcMax: { ...nullableInteger, description: 'Rupees a year' },
    stipend: { ...nullableInteger, description: 'Rupees a month (internships)' },
    esopMin: { ...nullableNumber, description: 'Per cent' },
    esopMax: { ...nullableNumber, description: 'Per cent' },
    experienceMin: { ...nullableInteger, description: 'Years' },
    experienceMax: { ...nullableInteger, description: 'Years' },
    skills: { type: 'array', items: { type: 'string' } },
    description: { type: 'string' },
    publishedAt: { type: ['string', 'null'] },
    closesAt: { type: ['string', 'null'], description: 'When a published job closes itself unless renewed' },
    createdAt: { type: 'string' },
    replyRate: {
      anyOf: [
        {
          type: 'object',
          additionalProperties: false,
          required: ['answered', 'total'],
          properties: { answered: { type: 'integer' }, total: { type: 'integer' } },
        },
        { type: 'null' },
      ],
      description: "The startup's applications answered within 14 days, once it has 5; null before",
    },
    viewer: {
      type: 'object',
      additionalProperties: false,
      required: ['isMember', 'isAdmin', 'applicationId', 'applicationStatus', 'saved'],
      description: 'What the caller is to this job (all empty when signed out)',
      properties: {
        isMember: { type: 'boolean', description: "The caller is an active member of the job's startup" },
        isAdmin: { type: 'boolean', description: "The caller is one of its active admins: the only people who may edit, publish, close or renew it" },
        applicationId: { type: ['string', 'null'] },
        applicationStatus: { type: ['string', 'null'], enum: [...APPLICATION_STATUSES, null] },
        saved: { type: 'boolean' },
      },
    },
  },
} as const;

/** `{ success, job }`. */
export const jobReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'job'],
  properties: { success: { type: 'boolean' }, ...keyed('job', jobSchema) },
} as const;

/** A page of jobs, newest published first: `{ success, data, nextCursor }`. */
export const jobsPageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'data', 'nextCursor'],
  properties: { success: { type: 'boolean' }, data: { type: 'array', items: jobSchema }, nextCursor: nextCursorSchema },
} as const;

export const applicationEventSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['status', 'at', 'reason', 'note'],
  properties: {
    status: { type: 'string', enum: APPLICATION_STATUSES },
    at: { type: 'string' },
    reason: { type: ['string', 'null'], enum: [...REJECTION_REASONS, null], description: 'Why it was rejected' },
    note: { type: ['string', 'null'], description: "The startup's note to the applicant with a rejection" },
  },
} as const;

/** The job an application is for, as the applicant's list shows it. */
export const applicationJobSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['_id', 'title', 'status', 'startup'],
  properties: {
    _id: { type: 'string' },
    title: { type: 'string' },
    status: { type: 'string', enum: JOB_STATUSES },
    startup: jobStartupSchema,
  },
} as const;

export const applicationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['_id', 'status', 'job', 'applicant', 'note', 'resume', 'history', 'createdAt', 'updatedAt'],
  properties: {
    _id: { type: 'string' },
    status: { type: 'string', enum: APPLICATION_STATUSES },
    job: applicationJobSchema,
    applicant: uploaderSchema,
    note: { type: 'string' },
    resume: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'size'],
      description: 'Fetched only through GET /api/applications/:id/resume',
      properties: { name: { type: 'string' }, size: { type: 'integer' } },
    },
    history: { type: 'array', items: applicationEventSchema, description: 'Every status it has had, oldest first' },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
} as const;

/** `{ success, application }`. */
export const applicationReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'application'],
  properties: { success: { type: 'boolean' }, ...keyed('application', applicationSchema) },
} as const;

/** A page of applications, newest first: `{ success, data, nextCursor }`. */
export const applicationsPageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'data', 'nextCursor'],
  properties: { success: { type: 'boolean' }, data: { type: 'array', items: applicationSchema }, nextCursor: nextCursorSchema },
} as const;

export type JobStartup = FromSchema<typeof jobStartupSchema>;
export type Job = FromSchema<typeof jobSchema>;
/**
 * A job's writable fields, DESIGN §7.3's wire names: what the web's job form sends whole, what the
 * api checks and stores (a create or an edit may send only some), and what the demo's jobs give.
 */
export type JobFields = Pick<
  Job,
  | 'title'
  | 'kind'
  | 'workplace'
  | 'city'
  | 'ctcMin'
  | 'ctcMax'
  | 'stipend'
  | 'esopMin'
  | 'esopMax'
  | 'experienceMin'
  | 'experienceMax'
  | 'skills'
  | 'description'
>;
export type JobReply = FromSchema<typeof jobReplySchema>;
export type JobsPage = FromSchema<typeof jobsPageSchema>;
export type ApplicationEvent = FromSchema<typeof applicationEventSchema>;
export type Application = FromSchema<typeof applicationSchema>;
export type ApplicationReply = FromSchema<typeof applicationReplySchema>;
export type ApplicationsPage = FromSchema<typeof applicationsPageSchema>;

/** Jobs for the caller, each with why: `{ success, data: [{ job, reason }] }`. */
export const jobsForYouSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'data'],
  properties: {
    success: { type: 'boolean' },
    data: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['job', 'reason'],
        properties: {
          job: jobSchema,
          reason: { type: 'string', description: "One line: 'Matches your skills: React, Node.js', 'Matches your desired role: …', 'In Pune' or 'New on StartupSetu'" },
        },
      },
    },
  },
} as const;
export type JobsForYouReply = FromSchema<typeof jobsForYouSchema>;
