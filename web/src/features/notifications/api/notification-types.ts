// Shapes of the notification endpoints and the `notification` event (issue 5 contract).

export type NotificationType = 'ignite' | 'connect' | 'comment';

export interface Notification {
  _id: string;
  type: NotificationType | (string & {});
  message: string;
  isRead: boolean;
  createdAt: string;
  actorId: string | null;
}

/** A page of notifications, newest first; `nextCursor` leads to the next older page. */
export interface NotificationPage {
  notifications: Notification[];
  nextCursor: string | null;
}
