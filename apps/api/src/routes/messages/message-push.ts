import type { Database } from '@startupsetu/server-core/db/database';
import { parseProfile } from '@startupsetu/server-core/repositories/profile-details';
import { countUnread } from '@startupsetu/server-core/repositories/unread-counts';
import { DAY_S, enqueuePush } from '@startupsetu/server-core/push/push-queue';

/**
 * Queues the push of a chat message to the receiver's browsers: the sender's name, the words, and
 * the chat to open on a tap.
 */
export function queueMessagePush(db: Database, message: { senderId: string; receiverId: string; text: string }): Promise<number> {
  const { senderId, receiverId, text } = message;
  return enqueuePush(db, { userId: receiverId, kind: 'messages' }, async () => {
    const [sender, badge] = await Promise.all([
      db.selectFrom('users').select('profile').where('id', '=', senderId).executeTakeFirst(),
      countUnread(db, receiverId),
    ]);
    const profile = parseProfile(sender?.profile ?? '{}');
    const name = [profile.Username, profile.displayName].find((value): value is string => typeof value === 'string' && value.trim() !== '');
    return {
      payload: {
        title: name ? `Message from ${name.trim()}` : 'New message',
        body: text,
        url: `/messages?with=${senderId}`,
        // One notification per chat on the device, showing the latest message; and at the push
        // service, only the latest of a chat waits for a phone that is off.
        tag: `chat-${senderId}`,
        badge,
      },
      topic: `m${senderId}`,
      urgency: 'high',
      ttl: DAY_S,
    };
  });
}
