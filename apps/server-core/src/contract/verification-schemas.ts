import type { FromSchema } from 'json-schema-to-ts';
import { badgeSchema } from './person-schemas';
import { INVESTOR_BASES, VERIFICATION_KINDS, VERIFICATION_STATUSES } from './verification-fields';

// A request for a badge as /api/verifications answers it (DESIGN §7.4): the schema the api
// serializes with, and the type the web reads.

const text = { type: 'string' } as const;

/** What the requester gave, by kind, as it was sent. */
export const evidenceSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    basis: { type: 'string', enum: [...INVESTOR_BASES] },
    registrationNumber: text,
    network: text,
    url: text,
    portfolio: { type: 'array', items: text },
    workEmail: text,
    startup: text,
    dpiitNumber: text,
    domainEmail: text,
  },
} as const;

export const verificationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['_id', 'kind', 'status', 'evidence', 'reason', 'document', 'createdAt', 'decidedAt'],
  properties: {
    _id: text,
    kind: { type: 'string', enum: [...VERIFICATION_KINDS] },
    status: { type: 'string', enum: [...VERIFICATION_STATUSES] },
    evidence: evidenceSchema,
    reason: { type: ['string', 'null'], description: 'Why it was refused, what more is wanted, or why it was revoked' },
    badge: badgeSchema,
    requester: {
      type: 'object',
      additionalProperties: false,
      required: ['_id', 'name', 'role'],
      properties: { _id: text, name: text, role: text },
      description: "In the moderators' queue",
    },
    document: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['name', 'size', 'type'],
      properties: { name: text, size: { type: 'integer' }, type: text },
      description: 'A document sent with the request (a certificate or letter): GET /api/verifications/{id}/document, for the requester and the moderators',
    },
    createdAt: text,
    decidedAt: { type: ['string', 'null'] },
  },
} as const;

export type Verification = FromSchema<typeof verificationSchema>;
export type VerificationEvidence = FromSchema<typeof evidenceSchema>;
