// Shapes of the notification endpoints and the `notification` event (issue 5 contract).

export type NotificationType = 'ignite' | 'connect' | 'comment' | 'connect_accepted';

export type RequestStatus = 'pending' | 'accepted' | 'declined' | 'withdrawn';

/** Who the notification is from, as much as it shows. */
export interface NotificationActor {
  _id: string;
  profiledetails?: { Username?: string; profilePic?: string | null };
}

export interface Notification {
  _id: string;
  type: NotificationType | (string & {});
  message: string;
  isRead: boolean;
  createdAt: string;
  actorId: string | null;
  /** The app path it opens (a profile, a chat, a video, the Network page); null for old ones. */
  link?: string | null;
  /** The connect or ignite request it is about, and that request's status now. */
  requestId?: string | null;
  requestStatus?: RequestStatus | null;
  actor?: NotificationActor | null;
}

/** A page of notifications, newest first; `nextCursor` leads to the next older page. */
export interface NotificationPage {
  notifications: Notification[];
  nextCursor: string | null;
}
