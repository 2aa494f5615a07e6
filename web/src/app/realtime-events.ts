import { networkKeys } from '../entities/connection/connection-keys';
import { contentKeys } from '../entities/content/content-keys';
import { chatKeys } from '../entities/message/chat-keys';
import { notificationKeys } from '../entities/notification/notification-keys';
import { peopleKeys } from '../entities/person/person-keys';
import type { EventKeys } from '../lib/realtime-catch-up';

/**
 * What each server event changes, by its owners' keys: a message the chat list and histories, a
 * notification the notifications and the Network page and profiles a connection changes, a comment
 * the videos' comments (both unread counts are under the chat's and the notifications' keys).
 */
export const REALTIME_EVENT_KEYS = {
  receiveMessage: [chatKeys.all],
  notification: [notificationKeys.all, networkKeys.all, peopleKeys.all],
  newComment: [contentKeys.allComments()],
} as const satisfies EventKeys;
