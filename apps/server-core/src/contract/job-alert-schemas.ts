import type { FromSchema } from 'json-schema-to-ts';
import { JOB_KINDS, WORKPLACES } from './job-fields';

// Job alerts (DESIGN §7.3): a saved search of the job board, answered with the board's query
// (`search`, what /jobs?<search> shows) and a short label of it, as its notification names it.

export const MAX_JOB_ALERTS = 10;

export const jobAlertSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['_id', 'q', 'skills', 'city', 'workplace', 'kind', 'minCtc', 'search', 'label', 'createdAt', 'lastCheckedAt'],
  properties: {
    _id: { type: 'string' },
    q: { type: ['string', 'null'] },
    skills: { type: 'array', items: { type: 'string' } },
    city: { type: ['string', 'null'] },
    workplace: { type: ['string', 'null'], enum: [...WORKPLACES, null] },
    kind: { type: ['string', 'null'], enum: [...JOB_KINDS, null] },
    minCtc: { type: ['integer', 'null'], description: 'Rupees a year' },
    search: { type: 'string', description: "The web board's query string of this search (pay as minLpa): /jobs?<search> lists its jobs" },
    label: { type: 'string', description: "The search in a few words, e.g. 'React · Pune'" },
    createdAt: { type: 'string' },
    lastCheckedAt: { type: 'string', description: 'Jobs published after this are new to the alert' },
  },
} as const;

export const jobAlertReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'alert'],
  properties: { success: { type: 'boolean' }, alert: jobAlertSchema },
} as const;

export const jobAlertsReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'data'],
  properties: { success: { type: 'boolean' }, data: { type: 'array', items: jobAlertSchema } },
} as const;

export type JobAlert = FromSchema<typeof jobAlertSchema>;
export type JobAlertReply = FromSchema<typeof jobAlertReplySchema>;
export type JobAlertsReply = FromSchema<typeof jobAlertsReplySchema>;
