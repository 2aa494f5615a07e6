import { MAX_SEARCH_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import { jobAlertReplySchema, jobAlertsReplySchema, MAX_JOB_ALERTS } from '@startupsetu/server-core/contract/job-alert-schemas';
import { JOB_KINDS, MAX_CTC, MAX_JOB_SKILLS, MAX_SKILL_LENGTH, WORKPLACES } from '@startupsetu/server-core/contract/job-fields';
import { messageReplySchema } from '@startupsetu/server-core/contract/status-replies';
import { MAX_CITY_LENGTH } from '@startupsetu/server-core/contract/startup-fields';

// JSON schemas of the job alerts calls (DESIGN §7.3): the search is the board's (GET /api/jobs).

const TAGS = ['Jobs'];
const noNul = '^[^\\u0000]*$';

export const createJobAlertSchema = {
  summary: 'Save a search of the job board as an alert: at most once a day, a notification tells of new jobs matching it',
  description: `At most ${MAX_JOB_ALERTS} alerts a person (409 past them). The same search again answers the saved alert (200) rather than a new one (201).`,
  tags: TAGS,
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      q: { type: 'string', maxLength: MAX_SEARCH_LENGTH, pattern: noNul, description: 'Searches titles and skills' },
      skills: { type: 'array', maxItems: MAX_JOB_SKILLS, items: { type: 'string', maxLength: MAX_SKILL_LENGTH, pattern: noNul }, description: 'ANY of them' },
      city: { type: 'string', maxLength: MAX_CITY_LENGTH, pattern: noNul },
      workplace: { type: 'string', enum: WORKPLACES },
      kind: { type: 'string', enum: JOB_KINDS },
      minCtc: { type: 'integer', minimum: 0, maximum: MAX_CTC, description: 'Rupees a year' },
    },
  },
  response: { 200: jobAlertReplySchema, 201: jobAlertReplySchema },
} as const;

export const listJobAlertsSchema = {
  summary: "The caller's job alerts, newest first",
  tags: TAGS,
  response: { 200: jobAlertsReplySchema },
} as const;

export const deleteJobAlertSchema = {
  summary: 'Delete one of the caller’s job alerts',
  description: '404 for an alert that is not the caller’s.',
  tags: TAGS,
  params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 200 } } },
  response: { 200: messageReplySchema },
} as const;
