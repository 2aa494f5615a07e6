// Connect and ignite requests (DESIGN §6.1): notify's reply schema, and the web's type from it.

export const requestKinds = ['connect', 'ignite'] as const;

export const requestStatuses = ['pending', 'accepted', 'declined', 'withdrawn'] as const;

/** Where the caller stands with a person on their card. */
export const connectionStates = ['none', 'sent', 'received', 'connected'] as const;

export const connectRequestProperties = {
  _id: { type: 'string' },
  kind: { type: 'string', enum: requestKinds },
  status: { type: 'string', enum: requestStatuses },
  note: { type: ['string', 'null'] },
  requesterId: { type: 'string' },
  targetId: { type: 'string' },
  createdAt: { type: 'string' },
  updatedAt: { type: 'string' },
} as const;

export const connectRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['_id', 'kind', 'status', 'note', 'requesterId', 'targetId', 'createdAt', 'updatedAt'],
  properties: connectRequestProperties,
} as const;
