import type { Database } from '../db/database';
import { parseProfile } from '../repositories/profile-details';
import { countUnreadMessages, countUnreadNotifications } from '../repositories/unread-counts';
import type { QueuedPush } from './push-queue';

const DAY_S = 24 * 60 * 60;

/** The push of a chat message: the sender's name, the words, and the chat to open on a tap. */
export async function messagePush(db: Database, message: { senderId: string; receiverId: string; text: string }): Promise<QueuedPush> {
  const { senderId, receiverId, text } = message;
  const [sender, notifications, messages] = await Promise.all([
    db.selectFrom('users').select('profile').where('id', '=', senderId).executeTakeFirst(),
    countUnreadNotifications(db, receiverId),
    countUnreadMessages(db, receiverId),
  ]);
  const profile = parseProfile(sender?.profile ?? '{}');
  const name = [profile.Username, profile.displayName].find((value): value is string => typeof value === 'string' && value.trim() !== '');
  return {
    userId: receiverId,
    kind: 'messages',
    payload: {
      title: name ? `Message from ${name.trim()}` : 'New message',
      body: text,
      url: `/messages?with=${senderId}`,
      // One notification per chat on the device, showing the latest message; and at the push
      // service, only the latest of a chat waits for a phone that is off.
      tag: `chat-${senderId}`,
      badge: notifications + messages,
    },
    topic: `m${senderId}`,
    urgency: 'high',
    ttl: DAY_S,
  };
}
