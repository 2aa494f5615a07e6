import { pageQueryProperties } from '@startupsetu/server-core/http/pagination';
import { multipartFormSchema } from '../../schemas/form-docs';
import { privateFileReply } from '../../schemas/media-replies';
import { verificationSchema } from '@startupsetu/server-core/contract/verification-schemas';
import {
  CODE_LENGTH,
  DPIIT_PATTERN,
  INVESTOR_BASES,
  MAX_PORTFOLIO,
  SEBI_AIF_PATTERN,
  VERIFICATION_ACTIONS,
  VERIFICATION_KINDS,
  VERIFICATION_STATUSES,
  type InvestorBasis,
  type VerificationAction,
  type VerificationKind,
  type VerificationStatus,
} from '@startupsetu/server-core/contract/verification-fields';

// JSON schemas of /api/verifications (DESIGN §7.4): a request for a badge, its code, the caller's
// own requests, and the moderators' queue and decisions.

const idField = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[0-9a-f]{1,64}$' } as const;
const shortText = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;
const url = { type: 'string', minLength: 8, maxLength: 300, pattern: '^https?://[^\\s/]+\\.[^\\s]+$' } as const;
const email = { type: 'string', maxLength: 254, format: 'email' } as const;

export interface VerificationRequestBody {
  kind: VerificationKind;
  basis?: InvestorBasis;
  registrationNumber?: string;
  network?: string;
  url?: string;
  portfolio?: string[];
  workEmail?: string;
  startup?: string;
  dpiitNumber?: string;
  domainEmail?: string;
}

// One flat object (the kind says which fields it needs; the handler names a missing one): a oneOf
// would be tried branch by branch, and Fastify's removal of unknown fields would strip one branch's
// fields while trying another.
const requestBody = {
  type: 'object',
  additionalProperties: false,
  required: ['kind'],
  properties: {
    kind: { type: 'string', enum: [...VERIFICATION_KINDS] },
    basis: { type: 'string', enum: [...INVESTOR_BASES], description: "investor: 'sebi' (a SEBI-registered AIF or angel fund) or 'angel-network'" },
    registrationNumber: { type: 'string', pattern: SEBI_AIF_PATTERN, description: "investor, basis 'sebi': e.g. IN/AIF1/20-21/0812" },
    network: { ...shortText(120), description: "investor, basis 'angel-network': the network's name" },
    url: { ...url, description: "investor: the fund's or network's page that names them" },
    portfolio: { type: 'array', maxItems: MAX_PORTFOLIO, items: shortText(120), description: 'investor: up to three companies invested in' },
    workEmail: { ...email, description: 'person: an address at their workplace, which gets a code' },
    startup: { ...shortText(80), description: "startup: its slug (the caller is one of its admins)" },
    dpiitNumber: { type: 'string', pattern: DPIIT_PATTERN, description: 'startup: its DPIIT recognition number, e.g. DIPP12345' },
    domainEmail: { ...email, description: "startup: an address at its website's domain, which gets a code" },
  },
} as const;

const verificationReply = {
  type: 'object',
  required: ['success', 'verification'],
  properties: { success: { type: 'boolean' }, verification: verificationSchema },
} as const;
const params = { type: 'object', required: ['id'], properties: { id: idField } } as const;

export const requestVerificationSchema = {
  summary: 'Ask for a badge: an investor (SEBI registration or angel network), a person (work email, by a mailed code) or a startup (DPIIT number and a code to its domain)',
  description:
    '201 with the request (pending, or code-sent while a code is out); 409 while one of that kind is open or stands; 400 for a free-mail work address, a startup address off its website domain or a SEBI basis without its number; 404 for a startup the caller does not run.',
  tags: ['Verifications'],
  body: requestBody,
  response: { 201: verificationReply },
} as const;

export const confirmCodeSchema = {
  summary: "Confirm the code mailed for a request: a work email's badge stands at once, a startup goes to the moderators",
  description: "400 for a wrong or expired code; 429 after 5 wrong codes (ask again); 404 for a request that is not the caller's or has no code out.",
  tags: ['Verifications'],
  params,
  body: { type: 'object', additionalProperties: false, required: ['code'], properties: { code: { type: 'string', pattern: `^\\d{${CODE_LENGTH}}$` } } },
  response: { 200: verificationReply },
} as const;

export const myVerificationsSchema = {
  summary: "The caller's own requests, newest first, with what was decided and why (?kind= for one kind)",
  tags: ['Verifications'],
  querystring: { type: 'object', properties: { ...pageQueryProperties, kind: { type: 'string', enum: [...VERIFICATION_KINDS] } } },
  response: {
    200: {
      type: 'object',
      required: ['success', 'data', 'nextCursor'],
      properties: { success: { type: 'boolean' }, data: { type: 'array', items: verificationSchema }, nextCursor: { type: ['string', 'null'] } },
    },
  },
} as const;

export interface QueueQuery {
  status?: VerificationStatus;
  limit: number;
  cursor?: string;
}

export const verificationQueueSchema = {
  summary: 'Moderators: requests by status (pending by default), oldest first',
  tags: ['Verifications'],
  querystring: { type: 'object', properties: { status: { type: 'string', enum: [...VERIFICATION_STATUSES] }, ...pageQueryProperties } },
  response: {
    200: {
      type: 'object',
      required: ['success', 'data', 'nextCursor'],
      properties: { success: { type: 'boolean' }, data: { type: 'array', items: verificationSchema }, nextCursor: { type: ['string', 'null'] } },
    },
  },
} as const;

export interface DecisionBody {
  action: VerificationAction;
  reason?: string;
}

export const decideVerificationSchema = {
  summary: 'Moderators: approve, reject or ask for more (with a reason), or revoke a standing badge (with a reason)',
  description: '409 when the request is not in a state for that action; 403 on your own request; each decision is in the audit log.',
  tags: ['Verifications'],
  params,
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['action'],
    properties: { action: { type: 'string', enum: [...VERIFICATION_ACTIONS] }, reason: { type: 'string', minLength: 1, maxLength: 500 } },
  },
  response: { 200: verificationReply },
} as const;

/** The multipart field of a request's document. */
export const DOCUMENT_FIELD = 'document';
export const documentFormSchema = multipartFormSchema({}, { field: DOCUMENT_FIELD, description: 'a PDF, PNG or JPEG of at most 5 MB' }, [DOCUMENT_FIELD]);

export const attachDocumentSchema = {
  summary: 'Send a document with your request waiting for a moderator: a SEBI certificate or an angel network letter',
  description:
    'multipart/form-data: `document` (a PDF, PNG or JPEG, at most 5 MB; 415 otherwise, 413 over). Replaces the one sent before. ' +
    "409 once the request is decided or while its code is out; 404 for a request that is not the caller's.",
  tags: ['Verifications'],
  params,
  response: { 200: verificationReply },
} as const;

export const documentSchema = {
  summary: "A request's document (its requester and the moderators; 404 to anyone else)",
  description: 'Needs the bearer token (fetch it as a blob): a document is never served under /media.',
  tags: ['Verifications'],
  params,
  response: {
    200: privateFileReply('The file, as a download named as it was sent', ['application/pdf', 'image/png', 'image/jpeg'], 'sent'),
  },
} as const;
