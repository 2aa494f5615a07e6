import { connectionStates } from '../contract/connect-schemas';

// JSON schemas of a person as another user sees them (DESIGN §6.1), shared by the api's person
// cards and notify's request and connection lists.

/** Where the caller stands with the person; `requestId` while a request between them is pending. */
export const connectionProperties = {
  connection: { type: 'string', enum: connectionStates },
  requestId: { type: 'string' },
} as const;

/** A person card: the public user view (email only where a list shows it) and the connection. */
export const personCardProperties = {
  _id: { type: 'string' },
  email: { type: 'string' },
  role: { type: 'string' },
  verified: { type: 'boolean' },
  profiledetails: { type: 'object', additionalProperties: true },
  ...connectionProperties,
} as const;

export const personCardSchema = { type: 'object', properties: personCardProperties } as const;
