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
] as const;

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
    requestStatus: { type: ['string', 'null'], enum: [...requestStatuses, null] },
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
