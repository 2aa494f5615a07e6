// Reply schema of the notification routes and the `notification` event, shared by notify and the web.

import { requestStatuses } from './connect-schemas';
import { shownDetailsSchema } from './content-schemas';

export const notificationTypes = [
  'ignite',
  'connect',
  'comment',
  'connect_accepted',
  'startup_invite',
  // A job application (DESIGN §7.3): a new one and a withdrawal tell the startup's admins; a status change tells the applicant.
  'application_received',
  'application_status',
  'application_withdrawn',
  // New jobs matching a job alert, at most once a day (DESIGN §7.3).
  'job_alert',
  // What a moderator removed or suspended and why, and how an appeal of it ended (DESIGN §7.4); no push.
  'moderation_notice',
] as const;

/**
 * Where a startup's invitation stands, as its 'startup_invite' notification carries it in
 * `requestStatus`: pending until answered, accepted once the invitee joined, and gone once there is
 * no invitation any more (declined, withdrawn by the startup's admins, or the member since removed:
 * a declined invitation leaves no row behind, so the server cannot tell these apart).
 */
export const inviteStatuses = ['pending', 'accepted', 'gone'] as const;
export type InviteStatus = (typeof inviteStatuses)[number];

export const notificationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['_id', 'type', 'message', 'isRead', 'actorId', 'createdAt', 'link', 'requestId', 'requestStatus', 'actor'],
  properties: {
    _id: { type: 'string' },
    type: { type: 'string', description: `One of ${notificationTypes.join(', ')}; an older app ignores types it does not know` },
    message: { type: 'string' },
    isRead: { type: 'boolean' },
    actorId: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
    link: { type: ['string', 'null'], description: 'The app path it opens (a profile, a chat, a video, the Network page)' },
    requestId: { type: ['string', 'null'], description: 'The connect or ignite request it is about' },
    requestStatus: {
      type: ['string', 'null'],
      enum: [...requestStatuses, 'gone', null],
      description:
        "A connect or ignite request's status; a startup_invite's invitation: pending, accepted, or gone (declined, withdrawn, or the member removed); null for the other types",
    },
    actor: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['_id', 'profiledetails'],
      properties: {
        _id: { type: 'string' },
        profiledetails: shownDetailsSchema,
      },
    },
  },
} as const;
