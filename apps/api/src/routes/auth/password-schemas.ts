import { messageReplySchema } from '@startupsetu/server-core/contract/status-replies';

// A new password is a plain string here: its length and the other rules are checked by
// password-rules.ts, so a too short or too long one gets the rule's own message and field.
export const newPasswordSchema = { type: 'string', description: '8 to 128 characters, not a common password, not the email' } as const;

const email = { type: 'string', format: 'email', maxLength: 254 } as const;

const messageReply = messageReplySchema;

export const changePasswordSchema = {
  summary: 'Change the password',
  description: "Needs the current password (400 'Current password is incorrect' otherwise); ends every other session of the user.",
  tags: ['Auth'],
  body: {
    type: 'object',
    required: ['currentPassword', 'newPassword'],
    properties: { currentPassword: { type: 'string', minLength: 1, maxLength: 200 }, newPassword: newPasswordSchema },
  },
  response: { 200: messageReply },
} as const;

export const forgotPasswordSchema = {
  summary: 'Ask for a password reset link by email',
  description: 'Answers 202 with the same reply whether or not an account has this email; the link works once, for one hour.',
  tags: ['Auth'],
  body: { type: 'object', required: ['email'], properties: { email } },
  response: { 202: messageReply },
} as const;

export const resetPasswordSchema = {
  summary: 'Set a new password with the token of a reset link',
  description: 'Ends every session of the user and lifts the sign-in lock of their email. An expired, used or unknown token answers 400.',
  tags: ['Auth'],
  body: {
    type: 'object',
    required: ['token', 'password'],
    properties: { token: { type: 'string', description: 'from the link: any other text answers the invalid-link 400' }, password: newPasswordSchema },
  },
  response: { 200: messageReply },
} as const;

export interface ChangePasswordBody {
  currentPassword: string;
  newPassword: string;
}

export interface ForgotPasswordBody {
  email: string;
}

export interface ResetPasswordBody {
  token: string;
  password: string;
}
