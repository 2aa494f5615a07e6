import type { Database } from '@startupsetu/server-core/db/database';
import { insertMessages, markConversationRead } from '@startupsetu/api/routes/messages/messages-repository';
import { writeInBatches, type Progress } from './batches';

/** How many people the heavy user talks with. */
export const HEAVY_CONVERSATIONS = 100;
/** Messages to the heavy user left unread in each conversation (the rest were read). */
export const UNREAD_PER_CONVERSATION = 2;

export interface MessagePlan {
  senderId: string;
  receiverId: string;
  text: string;
}

/**
 * Message `index` of `count`: the first half are the heavy user's (person 0), taking turns over
 * their conversations and in each one taking turns at who writes; the other half pass between
 * other people. Needs at least two people.
 */
export function messageAt(userIds: readonly string[], count: number, index: number): MessagePlan {
  const heavyCount = Math.ceil(count / 2);
  const others = userIds.length - 1;
  if (index < heavyCount) {
    const conversations = Math.min(HEAVY_CONVERSATIONS, others);
    const partner = userIds[1 + (index % conversations)]!;
    const fromHeavy = Math.floor(index / conversations) % 2 === 0;
    return { senderId: fromHeavy ? userIds[0]! : partner, receiverId: fromHeavy ? partner : userIds[0]!, text: `Load message ${index}` };
  }
  const sender = 1 + (index % others);
  const receiver = 1 + ((sender + 1 + (index % 7)) % others);
  // With one or two other people the receiver may come out as the sender: talk to the heavy user then.
  return { senderId: userIds[sender]!, receiverId: userIds[receiver === sender ? 0 : receiver]!, text: `Load message ${index}` };
}

/**
 * Writes `count` messages in order (ids follow it). Before the heavy user's last few messages the
 * heavy user reads every conversation, so a few stay unread per conversation as after a real day.
 */
export async function seedMessages(db: Database, userIds: readonly string[], count: number, progress?: Progress): Promise<void> {
  if (count === 0) return;
  if (userIds.length < 2) throw new Error('Messages need at least 2 users (--users 2 or more)');
  const conversations = Math.min(HEAVY_CONVERSATIONS, userIds.length - 1);
  const heavyCount = Math.ceil(count / 2);
  // Messages from a partner to the heavy user alternate with the heavy user's own, so the last
  // 2 × UNREAD_PER_CONVERSATION turns of each conversation hold that many unread.
  const readUpTo = Math.max(0, heavyCount - conversations * UNREAD_PER_CONVERSATION * 2);
  const write = (first: number, last: number) =>
    writeInBatches(
      db,
      'messages',
      last - first,
      async (trx, from, to) => {
        const batch = Array.from({ length: to - from }, (_, i) => messageAt(userIds, count, first + from + i));
        const sent = await insertMessages(trx, batch);
        if (sent.includes(undefined)) throw new Error(`Message ${first + from + sent.indexOf(undefined)} names a missing user`);
      },
      progress && ((phase, done) => progress(phase, first + done, count)),
      // Every batch moves the same chat summaries (the heavy user's): side by side they would deadlock.
      { oneAtATime: true },
    );
  await write(0, readUpTo);
  for (let partner = 1; partner <= conversations; partner += 1) await markConversationRead(db, userIds[0]!, userIds[partner]!);
  await write(readUpTo, count);
}
