import { APPLICATION_STATUSES, MAX_APPLICATION_NOTE_LENGTH, MAX_REJECTION_NOTE_LENGTH, PIPELINE_STATUSES, REJECTION_REASONS, type ApplicationStatus, type PipelineStatus, type RejectionReason } from '@startupsetu/server-core/contract/application-fields';
import { applicationReplySchema, applicationsPageSchema } from '@startupsetu/server-core/contract/job-schemas';
import { pageQueryProperties, type PageQuery } from '@startupsetu/server-core/http/pagination';
import type { FormRules } from '../../forms/form-fields';
import { multipartFormSchema } from '../../schemas/form-docs';
import { privateFileReply } from '../../schemas/media-replies';

// JSON schemas of the applications calls (DESIGN §7.3): they validate the input, shape the replies
// and describe the calls in /openapi.json.

const TAGS = ['Applications'];
const noNul = '^[^\\u0000]*$';

/** Anything an id could not be is simply not found (the routes check). */
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 200 } } } as const;

export const RESUME_FIELD = 'resume';
export const APPLICATION_FORM: FormRules = { note: { type: 'text', maxLength: MAX_APPLICATION_NOTE_LENGTH } };
export const applicationFormSchema = multipartFormSchema(APPLICATION_FORM, { field: RESUME_FIELD, description: 'the résumé: a PDF of at most 5 MB' }, [RESUME_FIELD]);

export const applySchema = {
  summary: 'Apply for an open job with a note and a résumé (every role; once per job)',
  description:
    'multipart/form-data: `note` (optional, at most 1000 characters) and `resume` (a PDF, at most 5 MB; 415 otherwise, 413 over). ' +
    "409 when the job is closed or past its closing time, or the caller already applied; 403 for the startup's own members; 404 for a job the caller cannot read.",
  tags: TAGS,
  params: idParams,
  response: { 201: applicationReplySchema },
} as const;

export const myApplicationsSchema = {
  summary: "The caller's applications, newest first, each with its job and every status it has had",
  tags: TAGS,
  querystring: { type: 'object', properties: pageQueryProperties },
  response: { 200: applicationsPageSchema },
} as const;

export interface JobApplicationsQuerystring extends PageQuery {
  status?: ApplicationStatus;
}

export const jobApplicationsSchema = {
  summary: "A job's applications, newest first, of one status or all (the startup's active members only; 404 to anyone else)",
  tags: TAGS,
  params: idParams,
  querystring: { type: 'object', properties: { ...pageQueryProperties, status: { type: 'string', enum: APPLICATION_STATUSES } } },
  response: { 200: applicationsPageSchema },
} as const;

export const getApplicationSchema = {
  summary: "An application, for its applicant and the startup's active members (404 to anyone else)",
  tags: TAGS,
  params: idParams,
  response: { 200: applicationReplySchema },
} as const;

export const withdrawApplicationSchema = {
  summary: 'Withdraw the caller’s own application: it is kept, as withdrawn, and the startup’s admins are told',
  description: "409 once it is hired, rejected or withdrawn; 403 for the startup's members; 404 to anyone else.",
  tags: TAGS,
  params: idParams,
  response: { 200: applicationReplySchema },
} as const;

export interface MoveApplicationBody {
  status: PipelineStatus;
  reason?: RejectionReason;
  note?: string;
}

export const moveApplicationSchema = {
  summary: "Move an application along the pipeline (the startup's active members); the applicant is told",
  description:
    "'rejected' needs a `reason` (and may carry a `note` to the applicant); a move to the status it has changes nothing. " +
    '409 once it is hired, rejected or withdrawn, or when it changed since it was read (reload); 404 to anyone but its people.',
  tags: TAGS,
  params: idParams,
  body: {
    type: 'object',
    required: ['status'],
    additionalProperties: false,
    properties: {
      status: { type: 'string', enum: PIPELINE_STATUSES },
      reason: { type: 'string', enum: REJECTION_REASONS, description: 'Why it was rejected (rejections only)' },
      note: { type: 'string', maxLength: MAX_REJECTION_NOTE_LENGTH, pattern: noNul, description: 'A note to the applicant (rejections only)' },
    },
  },
  response: { 200: applicationReplySchema },
} as const;

export const resumeSchema = {
  summary: "An application's résumé (its applicant and the startup's active members; 404 to anyone else)",
  description: 'Needs the bearer token (fetch it as a blob): a résumé is never served under /media.',
  tags: TAGS,
  params: idParams,
  response: {
    200: privateFileReply('The PDF, as a download named as it was uploaded', ['application/pdf'], 'uploaded'),
  },
} as const;
