import { MAX_CONTACT_MESSAGE_LENGTH, MAX_CONTACT_NAME_LENGTH } from '@startupsetu/server-core/contract/field-limits';
export interface ContactInput {
  name: string;
  email: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactInput, string>>;

// Limits the server enforces on POST /api/contact.
export const NAME_MAX = MAX_CONTACT_NAME_LENGTH;
export const MESSAGE_MAX = MAX_CONTACT_MESSAGE_LENGTH;

// The same check the browser's type="email" makes: something@something.something, no spaces.
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The trimmed fields the server is sent. */
export function trimContact(input: ContactInput): ContactInput {
  return { name: input.name.trim(), email: input.email.trim(), message: input.message.trim() };
}

/** All three fields required (blank counts as missing), email of email format, the server's lengths. */
export function validateContact(input: ContactInput): ContactErrors {
  const { name, email, message } = trimContact(input);
  const errors: ContactErrors = {};
  if (!name) errors.name = 'Name is required';
  else if (name.length > NAME_MAX) errors.name = `Name must be at most ${NAME_MAX} characters`;
  if (!email) errors.email = 'Email is required';
  else if (!EMAIL_FORMAT.test(email)) errors.email = 'Please enter a valid email address';
  if (!message) errors.message = 'Message is required';
  else if (message.length > MESSAGE_MAX) errors.message = `Message must be at most ${MESSAGE_MAX} characters`;
  return errors;
}
