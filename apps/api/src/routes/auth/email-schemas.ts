import { messageReplySchema } from '@startupsetu/server-core/contract/status-replies';

// Proven email (DESIGN §7.4): the mailed link's token proves the address; a signed-in account asks
// for another link, or changes its address (which takes effect once the new one is proven).

const email = { type: 'string', format: 'email', maxLength: 254 } as const;

export const verifyEmailSchema = {
  summary: 'Prove an email address with the token of its mailed link',
  description:
    "Public: the link may be opened on another device. An unknown, expired or used token answers 400; a new address another account took meanwhile answers 409. Proving a changed address makes it the account's email.",
  tags: ['Auth'],
  body: { type: 'object', required: ['token'], properties: { token: { type: 'string', maxLength: 200, description: 'from the link' } } },
  response: {
    200: {
      type: 'object',
      additionalProperties: false,
      required: ['success', 'message', 'email'],
      properties: { success: { type: 'boolean' }, message: { type: 'string' }, email: { type: 'string', description: 'The address now proven' } },
    },
  },
} as const;

export const resendProofSchema = {
  summary: "Mail another link proving the account's email",
  description: 'Answers 409 when the email is proven already, and 429 after 5 links in a day.',
  tags: ['Auth'],
  response: { 202: messageReplySchema },
} as const;

export const changeEmailSchema = {
  summary: "Change the account's email",
  description:
    "Needs the password (400 'Current password is incorrect' otherwise). Mails a link to the new address; the account's email changes when it is opened. 409 when another account has the address.",
  tags: ['Auth'],
  body: {
    type: 'object',
    required: ['newEmail', 'password'],
    properties: { newEmail: email, password: { type: 'string', minLength: 1, maxLength: 200 } },
  },
  response: { 202: messageReplySchema },
} as const;

export interface VerifyEmailBody {
  token: string;
}

export interface ChangeEmailBody {
  newEmail: string;
  password: string;
}
