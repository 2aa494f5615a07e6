import type { MessageReply, RequestReply } from '@startupsetu/server-core/contract/reply-types';
import { sendWrite, type WriteResult } from '../../lib/outbox-client';
import type { Connection } from '../../types/api';
import { chatKeys } from '../message/chat-keys';
import { notificationKeys } from '../notification/notification-keys';
import { discoveryKeys, peopleKeys } from '../person/person-keys';
import { networkKeys } from './connection-keys';

// The connect-request calls (DESIGN §6.1), shared by the discovery cards, people's profiles, the
// Network page and notifications. Each is an outbox write: made offline it waits and is sent once;
// `meta` lets a screen show it as pending, and once applied these keys are read again.

/** What a person's card or profile shows about the two of them: refetched after any change. */
export const CONNECTION_QUERY_KEYS: readonly (readonly string[])[] = [
  networkKeys.all,
  peopleKeys.all,
  discoveryKeys.all,
  chatKeys.users(),
  notificationKeys.list(),
];

export type { RequestReply };

const invalidate = CONNECTION_QUERY_KEYS;

/** Asks `targetId` to connect (answered with the pending request, or accepted when they had asked first). */
export function sendConnectRequest(targetId: string): Promise<WriteResult<RequestReply>> {
  return sendWrite({ kind: 'connect', url: '/api/connects/request', body: { targetId }, meta: { targetId }, invalidate });
}

/** The spec's Hustler → Investor call: an `ignite` request. */
export function igniteInvestor(investorId: string): Promise<WriteResult<RequestReply>> {
  return sendWrite({
    kind: 'ignite',
    url: '/api/connects/hustlertoinvestor',
    body: { investorId },
    meta: { targetId: investorId },
    invalidate,
  });
}

export type Answer = 'accept' | 'decline';

/** The recipient's answer; `personId` (the requester) lets their card show it as pending. */
export function answerRequest(requestId: string, action: Answer, personId: string): Promise<WriteResult<RequestReply>> {
  return sendWrite({
    kind: 'connect-answer',
    method: 'PUT',
    url: `/api/connects/requests/${encodeURIComponent(requestId)}`,
    body: { action },
    meta: { requestId, action, personId },
    invalidate,
  });
}

/** The requester takes their request back. */
export function withdrawRequest(requestId: string, personId: string): Promise<WriteResult<RequestReply>> {
  return sendWrite({
    kind: 'connect-withdraw',
    method: 'DELETE',
    url: `/api/connects/requests/${encodeURIComponent(requestId)}`,
    body: {},
    meta: { requestId, personId },
    invalidate,
  });
}

export function removeConnection(userId: string): Promise<WriteResult<MessageReply>> {
  return sendWrite({
    kind: 'connection-remove',
    method: 'DELETE',
    url: `/api/connects/connections/${encodeURIComponent(userId)}`,
    body: {},
    meta: { personId: userId },
    invalidate,
  });
}

/** Where the two stand after a request call the server answered. */
export function connectionAfterRequest(reply: RequestReply): Connection {
  return reply.request.status === 'accepted' ? 'connected' : 'sent';
}

/** Only a Hustler ignites, and only an Investor (DESIGN §6.1); everyone else is offered Connect. */
export function offersIgnite(viewerRole: string | undefined, personRole: string): boolean {
  return viewerRole?.toLowerCase() === 'hustler' && personRole.toLowerCase() === 'investor';
}
