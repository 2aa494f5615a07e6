// Shapes of the notification endpoints and the `notification` event (issue 5 contract), from notify's schema.

import type { Notification } from '@startupsetu/server-core/contract/reply-types';

export type {
  Notification,
  NotificationActor,
  NotificationType,
  RequestStatus,
} from '@startupsetu/server-core/contract/reply-types';

/** A page of notifications, newest first; `nextCursor` leads to the next older page. */
export interface NotificationPage {
  notifications: Notification[];
  nextCursor: string | null;
}
