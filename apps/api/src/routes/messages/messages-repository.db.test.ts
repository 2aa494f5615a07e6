import { blockUser, unblockUser } from '@startupsetu/server-core/repositories/blocks-repository';
import { COUNT_CAP } from '@startupsetu/server-core/repositories/capped-count';
import { queryPlans } from '@startupsetu/server-core/testing/query-plans';
import { useRepositoryTestDatabase } from '@startupsetu/server-core/testing/repository-test-database';
import { describe, expect, it } from 'vitest';
import { deleteAccount } from '../account/account-repository';
import { countUnreadMessages } from '@startupsetu/server-core/repositories/unread-counts';
import {
  insertMessage,
  insertMessages,
  listChats,
  listConversation,
  markConversationRead,
  type MessageView,
} from './messages-repository';

const { db, person, postgres, analyze } = useRepositoryTestDatabase();

async function send(senderId: string, receiverId: string, text: string): Promise<MessageView> {
  const message = await insertMessage(db(), { senderId, receiverId, text });
  expect(message).toBeDefined();
  return message!;
}

const summariesOf = (userId: string) =>
  db().selectFrom('chat_summaries').select(['other_id', 'last_message_id']).where('user_id', '=', userId).orderBy('last_message_id', 'desc').execute();

const chatsOf = async (userId: string) =>
  (await listChats(db(), userId, { limit: 20 })).items.map((chat) => ({ with: chat._id, text: chat.text, unread: chat.unread, deleted: chat.deleted }));

describe('chat summaries (migration 0012) follow every message write', () => {
  it('a sent message becomes the last of both people’s chat; reading changes only the unread count', async () => {
    const [asha, ravi, meera] = [await person('asha'), await person('ravi'), await person('meera')];
    const first = await send(asha, ravi, 'hello');
    await send(meera, asha, 'hi asha');
    const reply = await send(ravi, asha, 'hello back');
    expect(await summariesOf(asha)).toEqual([
      { other_id: ravi, last_message_id: reply._id },
      { other_id: meera, last_message_id: expect.any(String) },
    ]);
    expect(await summariesOf(ravi)).toEqual([{ other_id: asha, last_message_id: reply._id }]);
    expect(reply._id > first._id).toBe(true);
    expect(await chatsOf(asha)).toEqual([
      { with: ravi, text: 'hello back', unread: 1, deleted: false },
      { with: meera, text: 'hi asha', unread: 1, deleted: false },
    ]);

    expect(await markConversationRead(db(), asha, ravi)).toBe(1);
    expect(await chatsOf(asha)).toEqual([
      { with: ravi, text: 'hello back', unread: 0, deleted: false },
      { with: meera, text: 'hi asha', unread: 1, deleted: false },
    ]);
    expect(await summariesOf(ravi)).toEqual([{ other_id: asha, last_message_id: reply._id }]);
  });

  it('two people writing to each other at once: every message is stored and both chats end on the newest', async () => {
    const [asha, ravi] = [await person('asha'), await person('ravi')];
    const sent = await Promise.all(
      Array.from({ length: 30 }, (_, i) => insertMessage(db(), i % 2 ? { senderId: asha, receiverId: ravi, text: `${i}` } : { senderId: ravi, receiverId: asha, text: `${i}` })),
    );
    expect(sent.every((message) => message !== undefined)).toBe(true);
    const newest = sent.map((message) => message!._id).sort().at(-1);
    expect(await summariesOf(asha)).toEqual([{ other_id: ravi, last_message_id: newest }]);
    expect(await summariesOf(ravi)).toEqual([{ other_id: asha, last_message_id: newest }]);
  });

  it('a message to or from someone who does not exist is not stored and touches no chat', async () => {
    const asha = await person('asha');
    expect(await insertMessage(db(), { senderId: asha, receiverId: 'ffffffffffffffffffffffffff', text: 'x' })).toBeUndefined();
    expect(await summariesOf(asha)).toEqual([]);
  });

  it('insertMessages stores a batch as insertMessage stores each, and skips the ones with a missing side', async () => {
    const [asha, ravi, meera] = [await person('asha'), await person('ravi'), await person('meera')];
    const stored = await insertMessages(db(), [
      { senderId: asha, receiverId: ravi, text: 'one' },
      { senderId: ravi, receiverId: asha, text: 'two' },
      { senderId: asha, receiverId: 'ffffffffffffffffffffffffff', text: 'lost' },
      { senderId: meera, receiverId: asha, text: 'three' },
      { senderId: asha, receiverId: ravi, text: 'four' },
    ]);
    expect(stored.map((message) => message?.text)).toEqual(['one', 'two', undefined, 'three', 'four']);
    expect(stored[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{26}$/),
      senderId: asha,
      receiverId: ravi,
      text: 'one',
      createdAt: expect.any(String),
      readAt: null,
    });
    expect(await chatsOf(asha)).toEqual([
      { with: ravi, text: 'four', unread: 1, deleted: false },
      { with: meera, text: 'three', unread: 1, deleted: false },
    ]);
    expect(await chatsOf(ravi)).toEqual([{ with: asha, text: 'four', unread: 2, deleted: false }]);
    expect((await listConversation(db(), asha, ravi, { limit: 20 })).items.map((m) => m.text)).toEqual(['one', 'two', 'four']);
    // A later single message still moves the summary on; an empty batch writes nothing.
    await send(ravi, asha, 'five');
    expect(await insertMessages(db(), [])).toEqual([]);
    expect((await chatsOf(asha))[0]).toEqual({ with: ravi, text: 'five', unread: 2, deleted: false });
  });

  it('a deleted account keeps its chat for the other person, and its own chat list goes', async () => {
    const [asha, meera] = [await person('asha'), await person('meera')];
    await send(asha, meera, 'see you');
    await send(meera, asha, 'bye');
    expect(await deleteAccount(db(), meera)).toBeDefined();
    expect(await chatsOf(asha)).toEqual([{ with: meera, text: 'bye', unread: 1, deleted: true }]);
    expect(await summariesOf(meera)).toEqual([]);
    // The chat moves on if Asha writes again (the message is not stored: Meera is gone).
    expect(await insertMessage(db(), { senderId: asha, receiverId: meera, text: 'hello?' })).toBeUndefined();
    expect(await chatsOf(asha)).toEqual([{ with: meera, text: 'bye', unread: 1, deleted: true }]);
  });

  it('a block hides the chat from both people and unblocking brings it back as it was', async () => {
    const [asha, ravi] = [await person('asha'), await person('ravi')];
    await send(asha, ravi, 'first');
    await send(ravi, asha, 'last');
    expect(await blockUser(db(), asha, ravi)).toBeTruthy();
    expect(await chatsOf(asha)).toEqual([]);
    expect(await chatsOf(ravi)).toEqual([]);
    expect(await unblockUser(db(), asha, ravi)).toBe(true);
    expect(await chatsOf(asha)).toEqual([{ with: ravi, text: 'last', unread: 1, deleted: false }]);
    expect(await chatsOf(ravi)).toEqual([{ with: asha, text: 'last', unread: 1, deleted: false }]);
  });
});

describe('lists keep their shape and order', () => {
  it('a conversation pages back through both directions in order, each page oldest first', async () => {
    const [asha, ravi, meera] = [await person('asha'), await person('ravi'), await person('meera')];
    const texts: string[] = [];
    for (let i = 0; i < 11; i += 1) {
      const text = `m${i}`;
      texts.push(text);
      await (i % 3 === 0 ? send(ravi, asha, text) : send(asha, ravi, text));
      await send(meera, asha, `other ${i}`);
    }
    const pages: string[][] = [];
    let cursor: string | undefined;
    do {
      const page = await listConversation(db(), asha, ravi, { limit: 4, cursor });
      pages.push(page.items.map((m) => m.text));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(pages).toEqual([
      ['m7', 'm8', 'm9', 'm10'],
      ['m3', 'm4', 'm5', 'm6'],
      ['m0', 'm1', 'm2'],
    ]);
    expect(pages.reverse().flat()).toEqual(texts);
  });

  it('the chat list pages newest chat first with the cursor of the last chat’s last message', async () => {
    const me = await person('me');
    const others = [await person('a'), await person('b'), await person('c')];
    for (const other of others) await send(other, me, `from ${other}`);
    await send(me, others[0]!, 'to a again');
    const first = await listChats(db(), me, { limit: 2 });
    expect(first.items.map((chat) => chat._id)).toEqual([others[0], others[2]]);
    const second = await listChats(db(), me, { limit: 2, cursor: first.nextCursor! });
    expect(second.items.map((chat) => chat._id)).toEqual([others[1]]);
    expect(second.nextCursor).toBeNull();
  });
});

describe('unread message counts stop at the cap', () => {
  it(`are exact below ${COUNT_CAP} and read ${COUNT_CAP} for that many or more, in total and per chat`, async () => {
    const [asha, ravi, meera] = [await person('asha'), await person('ravi'), await person('meera')];
    await insertMessages(db(), Array.from({ length: COUNT_CAP - 1 }, (_, i) => ({ senderId: ravi, receiverId: asha, text: `r${i}` })));
    expect(await countUnreadMessages(db(), asha)).toBe(COUNT_CAP - 1);
    expect((await chatsOf(asha))[0]!.unread).toBe(COUNT_CAP - 1);
    await insertMessages(db(), Array.from({ length: 30 }, (_, i) => ({ senderId: ravi, receiverId: asha, text: `more ${i}` })));
    await send(meera, asha, 'one from meera');
    expect(await countUnreadMessages(db(), asha)).toBe(COUNT_CAP);
    expect(await chatsOf(asha)).toEqual([
      { with: meera, text: 'one from meera', unread: 1, deleted: false },
      { with: ravi, text: 'more 29', unread: COUNT_CAP, deleted: false },
    ]);
    await markConversationRead(db(), asha, ravi);
    expect(await countUnreadMessages(db(), asha)).toBe(1);
  });
});

describe('query plans: a page costs O(page) however long the history', () => {
  const tableScan = postgres() ? /Seq Scan on (messages|chat_summaries)\b/ : /^SCAN (messages|chat_summaries|m|unread)\b/m;

  it('the chat list, a conversation and the unread count read by index, never scanning messages', async () => {
    const [asha, ravi, meera] = [await person('asha'), await person('ravi'), await person('meera')];
    await send(asha, ravi, 'hello');
    // Someone else wrote to both a lot: the planner must still pick the conversation's own index.
    const many = (receiverId: string) => Array.from({ length: 1000 }, (_, i) => ({ senderId: meera, receiverId, text: `${i}` }));
    await insertMessages(db(), [...many(asha), ...many(ravi)]);
    // And Asha has many chats, of which a page is read.
    const friends = await Promise.all(Array.from({ length: 200 }, (_, i) => person(`friend${i}`)));
    await insertMessages(db(), friends.map((friend) => ({ senderId: friend, receiverId: asha, text: 'hi' })));
    await analyze();
    const plans = await queryPlans(db(), async (trx) => {
      await listChats(trx, asha, { limit: 20, cursor: 'ffffffffffffffffffffffffff' });
      await listConversation(trx, asha, ravi, { limit: 20, cursor: 'ffffffffffffffffffffffffff' });
      await countUnreadMessages(trx, asha);
    });
    expect(plans).toHaveLength(3);
    for (const plan of plans) expect(plan, plan).not.toMatch(tableScan);
    const [chats = '', conversation = ''] = plans;
    expect(chats, chats).toMatch(/chat_summaries_user_last_idx/);
    expect(conversation, conversation).toMatch(/messages_sender_receiver_idx/);
    // The page's last messages are looked up by key, never merged along the whole messages key.
    expect(chats, chats).not.toMatch(/Merge Join/);
    if (!postgres()) {
      // Each direction reads in index order; only the two short halves (a page each) may be sorted.
      expect(chats).not.toMatch(/TEMP B-TREE/);
      const lines = conversation.split('\n');
      const sorts = lines.flatMap((line, index) => (line.includes('TEMP B-TREE') ? [lines[index - 1]] : []));
      expect(sorts.every((sorted) => sorted === 'SCAN half')).toBe(true);
    }
  });
});
