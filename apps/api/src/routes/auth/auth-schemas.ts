import { ROLES, type Role } from '@startupsetu/server-core/db/schema';
import { sessionReplySchema, verifyReplySchema } from '@startupsetu/server-core/contract/auth-schemas';
import { newPasswordSchema } from './password-schemas';

export const MAX_PASSWORD_LENGTH = 200;

const email = { type: 'string', format: 'email', maxLength: 254 } as const;
const password = { type: 'string', minLength: 1, maxLength: MAX_PASSWORD_LENGTH } as const;

const sessionReply = sessionReplySchema;

export const signupSchema = {
  summary: 'Create an account',
  description: 'Answers 409 when the email is taken. The reply carries the accessToken to send as a bearer token. Mails a link proving the email (POST /api/auth/email/verify); until then the account cannot message, connect, ignite, apply or report (403).',
  tags: ['Auth'],
  body: {
    type: 'object',
    required: ['email', 'password', 'role'],
    properties: {
      email,
      password: newPasswordSchema,
      role: { type: 'string', enum: ROLES },
      consent: {
        type: 'object',
        description: "The sign-up form's consent (DESIGN §7.4): the person is 18 or older and agrees to the privacy notice of this version",
        additionalProperties: false,
        required: ['adult', 'noticeVersion'],
        properties: { adult: { type: 'boolean', enum: [true] }, noticeVersion: { type: 'string', minLength: 1, maxLength: 40 } },
      },
    },
  },
  response: { 201: sessionReply },
} as const;

export const signinSchema = {
  summary: 'Sign in',
  tags: ['Auth'],
  body: {
    type: 'object',
    required: ['email', 'password'],
    properties: { email, password },
  },
  response: { 200: sessionReply },
} as const;

export const verifySchema = {
  summary: 'Check the token; tells whether the account has the verified badge and moderates',
  tags: ['Auth'],
  response: { 200: verifyReplySchema },
} as const;

export interface SignupBody {
  email: string;
  password: string;
  role: Role;
  consent?: { adult: true; noticeVersion: string };
}

export interface SigninBody {
  email: string;
  password: string;
}
