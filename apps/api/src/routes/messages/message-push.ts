import type { Database } from '@startupsetu/server-core/db/database';
import { parseProfile } from '@startupsetu/server-core/repositories/profile-details';
import { countUnread } from '@startupsetu/server-core/repositories/unread-counts';
import { DAY_S, enqueuePush } from '@startupsetu/server-core/push/push-queue';

/**
 * Queues the push of a chat message to the receiver's browsers: the sender's name, the words, and
 * the chat to open on a tap. A message that opens a message request (DESIGN §7.4) is announced
 * without its words, which a stranger chose and a lock screen would show, and opens the Requests.
 */
export function queueMessagePush(db: Database, message: { senderId: string; receiverId: string; text: string; request?: boolean }): Promise<number> {
  const { senderId, receiverId, text, request = false } = message;
  return enqueuePush(db, { userId: receiverId, kind: 'messages' }, async () => {
    const [sender, badge] = await Promise.all([
      db.selectFrom('users').select('profile').where('id', '=', senderId).executeTakeFirst(),
      countUnread(db, receiverId),
    ]);
    const profile = parseProfile(sender?.profile ?? '{}');
    const name = [profile.Username, profile.displayName].find((value): value is string => typeof value === 'string' && value.trim() !== '');
    const who = name?.trim();
    const words = request
      ? { title: who ? `Message request from ${who}` : 'New message request', body: 'Read it in Requests on Messages, then accept or ignore it.', url: '/messages' }
      : { title: who ? `Message from ${who}` : 'New message', body: text, url: `/messages?with=${senderId}` };
    return {
      payload: {
        ...words,
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
