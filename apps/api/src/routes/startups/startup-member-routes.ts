import { MAX_STARTUP_MEMBERS } from '@startupsetu/server-core/contract/startup-fields';
import { HttpError } from '@startupsetu/server-core/errors';
import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import { blockBetween } from '@startupsetu/server-core/repositories/blocks-repository';
import { userDisplayName } from '@startupsetu/server-core/repositories/profile-details';
import { findUserById } from '@startupsetu/server-core/repositories/users-repository';
import type { FastifyInstance } from 'fastify';
import { trimBodyFields } from '../../schemas/text-fields';
import { freshStartupViewFor, isActiveAdmin, requireAdmin, requireMembership, requireStartup, startupViewFor } from './startup-access';
import { findMember, insertInvitation, removeMember, setMemberStatus } from './startup-members-repository';
import {
  answerInvitationSchema,
  inviteMemberSchema,
  removeMemberSchema,
  type AnswerInvitationBody,
  type InviteBody,
} from './startup-schemas';

export const TEAM_FULL = `A startup can have at most ${MAX_STARTUP_MEMBERS} members and invitations: remove someone before inviting more`;

/** The notification an invitee gets; its link opens the startup's page, where they accept. */
export const STARTUP_INVITE_NOTIFICATION = 'startup_invite';

// A startup's people: admins invite by account, the invitee accepts or declines, admins remove
// anyone but the last admin, and anyone may leave. Registered under /api/startups.
export default async function startupMemberRoutes(app: FastifyInstance) {
  const { db } = app;

  app.post<{ Params: { slug: string }; Body: InviteBody }>(
    '/:slug/members',
    { schema: inviteMemberSchema, preValidation: trimBodyFields(['title']) },
    async (request, reply) => {
      const user = requireUser(request);
      const startup = await requireAdmin(db, request.params.slug, user.id);
      const { userId, title, role = 'member' } = request.body;
      const invitee = await findUserById(db, userId);
      // Someone blocked either way is as unknown as someone who does not exist.
      if (!invitee || invitee.suspended_at !== null || (userId !== user.id && (await blockBetween(db, user.id, userId)))) {
        throw new HttpError(404, 'User not found', 'userId');
      }
      const outcome = await insertInvitation(db, { startupId: startup.id, userId, title, role, invitedBy: user.id });
      if (outcome === 'already-member') throw new HttpError(409, 'This person is already a member or invited', 'userId');
      if (outcome === 'full') throw new HttpError(409, TEAM_FULL);
      const inviter = await findUserById(db, user.id);
      // Not awaited: the invitation stands whatever happens to its notification.
      app.bus
        .send('notification.requested', {
          userId,
          type: STARTUP_INVITE_NOTIFICATION,
          message: `${inviter ? userDisplayName(inviter) : 'Someone'} invited you to join ${startup.name} as ${title}`,
          actorId: user.id,
          link: `/startups/${startup.slug}`,
        })
        .catch((error: unknown) => request.log.warn({ err: error, startupId: startup.id }, 'could not notify a startup invitee'));
      return reply.code(201).send({ success: true, startup: await freshStartupViewFor(db, startup.id, user.id) });
    },
  );

  app.put<{ Params: { slug: string }; Body: AnswerInvitationBody }>('/:slug/members/me', { schema: answerInvitationSchema }, async (request) => {
    const user = requireUser(request);
    const startup = await requireStartup(db, request.params.slug);
    const member = await findMember(db, startup.id, user.id);
    if (!member) throw new HttpError(404, 'Invitation not found');
    if (request.body.action === 'accept') {
      if (member.status === 'invited') await setMemberStatus(db, startup.id, user.id, 'active');
    } else {
      if (member.status === 'active') throw new HttpError(409, 'You are already a member: leave the startup instead');
      await removeMember(db, startup.id, user.id);
    }
    return { success: true, startup: await startupViewFor(db, startup, user.id) };
  });

  app.delete<{ Params: { slug: string; userId: string } }>('/:slug/members/:userId', { schema: removeMemberSchema }, async (request) => {
    const user = requireUser(request);
    const { userId } = request.params;
    const { startup, member } = await requireMembership(db, request.params.slug, user.id);
    if (userId !== user.id && !isActiveAdmin(member)) throw new HttpError(403, "Only the startup's admins can remove others");
    const outcome = await removeMember(db, startup.id, userId);
    if (outcome === 'not-member') throw new HttpError(404, 'Member not found');
    if (outcome === 'last-admin') throw new HttpError(409, 'A startup needs an admin: invite another admin before this one leaves');
    return { success: true, startup: await startupViewFor(db, startup, user.id) };
  });
}
