import { nextCursorSchema } from './content-schemas';

// Reports and the moderation queue (DESIGN §6.3): the names both sides use, and the reply schemas
// the api serializes with and the web's types are derived from.

export const reportTargetTypes = ['user', 'video', 'blog', 'talk', 'comment', 'talkComment', 'message', 'job'] as const;
/** A job may also be reported as a fake job or as asking for money (DESIGN §7.3); nothing else as those. */
export const jobReportCategories = ['fakeJob', 'asksForMoney'] as const;
export const reportCategories = ['spam', 'scam', 'harassment', 'impersonation', 'sexual', 'hate', 'violence', 'ip', 'other', ...jobReportCategories] as const;
/** 'appealed': a removal or suspension its author appealed (DESIGN §7.4), back in the queue until upheld or reversed. */
export const reportStatuses = ['open', 'dismissed', 'removed', 'suspended', 'restored', 'appealed'] as const;
/** uphold and reverse decide an appeal: by another moderator than the one who made the decision. */
export const moderationActions = ['dismiss', 'remove', 'suspend', 'restore', 'uphold', 'reverse'] as const;

/** Each category's plain label, as the report dialog lists it and a moderation notice names it. */
export const reportCategoryLabels: Record<(typeof reportCategories)[number], string> = {
  spam: 'Spam',
  scam: 'Scam or fraud',
  harassment: 'Harassment or bullying',
  impersonation: 'Impersonation',
  sexual: 'Sexual content',
  hate: 'Hate speech',
  violence: 'Violence',
  ip: 'Intellectual property',
  other: 'Something else',
  fakeJob: 'Fake job',
  asksForMoney: 'Asks for money',
};

export const appealStatuses = ['open', 'upheld', 'reversed'] as const;

/** An appeal of a removal or suspension (DESIGN §7.4): once per decision, by its author, who never learns which moderator decided. */
export const appealSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['_id', 'reportId', 'decision', 'reason', 'status', 'createdAt', 'deadlineAt', 'resolvedAt'],
  properties: {
    _id: { type: 'string' },
    reportId: { type: 'string', description: 'The report it was made through' },
    decision: { type: 'string', enum: ['removed', 'suspended'], description: 'What was appealed' },
    reason: { type: 'string' },
    status: { type: 'string', enum: appealStatuses },
    createdAt: { type: 'string' },
    deadlineAt: { type: 'string', description: 'Decided within 15 days' },
    resolvedAt: { type: ['string', 'null'] },
  },
} as const;

/** An appeal as the moderators' queue shows it: with who made the decision, who may not decide the appeal. */
export const queueAppealSchema = {
  ...appealSchema,
  required: [...appealSchema.required, 'decidedBy'],
  properties: {
    ...appealSchema.properties,
    decidedBy: { type: ['string', 'null'], description: 'The id of the moderator who made the decision (null: the command line); another decides the appeal' },
  },
} as const;

/** What filing an appeal answers. */
export const appealReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'appeal'],
  properties: { success: { type: 'boolean' }, appeal: appealSchema },
} as const;

/** What the page of a suspension's appeal link shows (GET /api/appeals/suspension): the decision, and its appeal once made. */
export const suspensionAppealReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'decision', 'appeal'],
  properties: {
    success: { type: 'boolean' },
    decision: { type: 'string', description: "What was decided and why: 'We suspended your account. Reason: Scam or fraud.'" },
    appeal: { anyOf: [appealSchema, { type: 'null' }], description: 'The appeal of this decision, once made (null before)' },
  },
} as const;

/** A report as its reporter (and the moderation queue) sees it. */
export const reportSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['_id', 'targetType', 'targetId', 'category', 'comment', 'status', 'createdAt', 'deadlineAt'],
  properties: {
    _id: { type: 'string' },
    targetType: { type: 'string', enum: reportTargetTypes },
    targetId: { type: 'string' },
    category: { type: 'string', enum: reportCategories },
    comment: { type: ['string', 'null'] },
    status: { type: 'string', enum: reportStatuses },
    createdAt: { type: 'string' },
    deadlineAt: { type: 'string' },
  },
} as const;

const personSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['_id', 'name'],
  properties: { _id: { type: 'string' }, name: { type: 'string' } },
} as const;

/** One report of the moderators' queue, with what they decide by. */
export const queueItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...reportSchema.required, 'reporterCount', 'hidden', 'reporter', 'targetUser', 'evidence', 'appeal'],
  properties: {
    ...reportSchema.properties,
    reporterCount: { type: 'integer', description: 'People with open reports on the same target' },
    hidden: { type: 'boolean' },
    reporter: personSchema,
    targetUser: { anyOf: [personSchema, { type: 'null' }] },
    evidence: { type: ['object', 'null'], additionalProperties: true, description: 'The snapshot taken when it was reported' },
    appeal: { anyOf: [queueAppealSchema, { type: 'null' }], description: "The author's appeal of this decision, if any" },
  },
} as const;

/** One entry of the moderation audit log. */
export const logEntrySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['_id', 'moderator', 'reportId', 'action', 'targetType', 'targetId', 'targetUserId', 'note', 'createdAt'],
  properties: {
    _id: { type: 'string' },
    moderator: {
      type: 'object',
      additionalProperties: false,
      required: ['_id', 'email'],
      properties: { _id: { type: ['string', 'null'] }, email: { type: 'string' } },
    },
    reportId: { type: ['string', 'null'] },
    action: { type: 'string' },
    targetType: { type: 'string' },
    targetId: { type: 'string' },
    targetUserId: { type: ['string', 'null'] },
    note: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
  },
} as const;

/** A page of the moderators' queue or of the audit log, newest first. */
function itemsPage<const Item extends object>(items: Item) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['items', 'nextCursor'],
    properties: { items: { type: 'array', items }, nextCursor: nextCursorSchema },
  } as const;
}

export const queuePageSchema = itemsPage(queueItemSchema);

export const logPageSchema = itemsPage(logEntrySchema);

/** What filing or deciding a report answers: the report as it now stands. */
export const reportReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'report'],
  properties: { success: { type: 'boolean' }, report: reportSchema },
} as const;
