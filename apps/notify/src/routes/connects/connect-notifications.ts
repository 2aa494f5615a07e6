import { HttpError } from '@startupsetu/server-core/errors';
import type { ConnectRequestView } from '@startupsetu/server-core/repositories/connect-requests-repository';
import { userDisplayName } from '@startupsetu/server-core/repositories/profile-details';
import { findUserById } from '@startupsetu/server-core/repositories/users-repository';
import type { FastifyInstance } from 'fastify';

// What the people of a request are told, stored and pushed live: a new request tells its target
// (the Network page answers it), an accepted one tells its requester (the chat with the accepter
// opens from it). A declined or withdrawn request tells nobody.

export const NETWORK_LINK = '/networking';

async function nameOf(app: FastifyInstance, userId: string): Promise<string> {
  const user = await findUserById(app.db, userId);
  if (!user) throw new HttpError(401, 'Invalid token');
  return userDisplayName(user);
}

export async function tellTarget(app: FastifyInstance, request: ConnectRequestView): Promise<void> {
  const name = await nameOf(app, request.requesterId);
  await app.notifications.deliver({
    userId: request.targetId,
    type: request.kind,
    message: request.kind === 'ignite' ? `${name} ignited your interest in their startup` : `${name} wants to connect with you`,
    actorId: request.requesterId,
    link: NETWORK_LINK,
    requestId: request._id,
  });
}

export async function tellRequesterAccepted(app: FastifyInstance, request: ConnectRequestView): Promise<void> {
  await app.notifications.deliver({
    userId: request.requesterId,
    type: 'connect_accepted',
    message: `${await nameOf(app, request.targetId)} accepted your request to connect`,
    actorId: request.targetId,
    link: `/messages?with=${request.targetId}`,
    requestId: request._id,
  });
}
