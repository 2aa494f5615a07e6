// JSON schemas of the session routes (DESIGN §6.2).

import { messageReplySchema } from '@startupsetu/server-core/contract/status-replies';
import { endedSessionsReplySchema, refreshReplySchema, sessionsReplySchema } from '@startupsetu/server-core/contract/session-schemas';

const signedOut = messageReplySchema;

export const refreshSchema = {
  summary: 'A fresh 31-day token for the same session',
  description: 'The web app calls it when its token is more than a day old. Answers 401 when the session has ended.',
  tags: ['Auth'],
  response: { 200: refreshReplySchema },
} as const;

export const signoutSchema = {
  summary: 'Sign out: the session of this token ends (its token answers 401, its sockets close)',
  tags: ['Auth'],
  response: { 200: signedOut },
} as const;

export const listSessionsSchema = {
  summary: "The caller's signed-in devices (live sessions), most recently used first",
  description:
    '`device` is a short label made from the user agent; `current` marks the session of this token. A person keeps at most 50 live sessions: a sign-in beyond that ends the least recently used, so the list has at most 50 entries.',
  tags: ['Auth'],
  response: { 200: sessionsReplySchema },
} as const;

export const endSessionSchema = {
  summary: "Sign out one of the caller's devices",
  description: "Answers 404 'Session not found' when the id is not one of the caller's live sessions.",
  tags: ['Auth'],
  params: {
    type: 'object',
    required: ['id'],
    // No NUL: PostgreSQL text cannot hold it, so a lookup with one would fail as a 500.
    properties: { id: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[^\\u0000]*$' } },
  },
  response: { 200: signedOut },
} as const;

export const endOtherSessionsSchema = {
  summary: 'Sign out everywhere else: every session of the caller but this one ends',
  tags: ['Auth'],
  response: { 200: endedSessionsReplySchema },
} as const;
