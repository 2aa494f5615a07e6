import { describe, expect, it } from 'vitest';
import type { InfiniteData } from '@tanstack/react-query';
import type { ChatSummary, Message, MessagePage } from './api/chat-types';
import { addMessage, applyToChatList, clearUnread, historyMessages, isIncoming, partnerOf, withoutMessage } from './chat-cache';

const ME = 'me';
const message = (id: string, from: string, to: string, at: string, text = `text ${id}`): Message => ({
  _id: id,
  senderId: from,
  receiverId: to,
  text,
  createdAt: `2025-05-01T10:${at}:00.000Z`,
  readAt: null,
});
const page = (messages: Message[], nextCursor: string | null = null): MessagePage => ({ messages, nextCursor });
const history = (...pages: MessagePage[]): InfiniteData<MessagePage> => ({ pages, pageParams: pages.map((_, i) => (i ? `c${i}` : null)) });
const chat = (id: string, lastAt: string | null, unread = 0, text: string | null = 'hi'): ChatSummary => ({
  _id: id,
  email: `${id}@example.in`,
  Username: null,
  role: 'Hustler',
  profilePic: null,
  text,
  lastAt: lastAt ? `2025-05-01T10:${lastAt}:00.000Z` : '',
  deleted: false,
  unread,
});
const ids = (items: { _id: string }[] | undefined) => items?.map((item) => item._id);

describe('partnerOf and isIncoming', () => {
  it('sees the other person from my side', () => {
    expect(partnerOf(message('1', ME, 'asha', '00'), ME)).toBe('asha');
    expect(partnerOf(message('2', 'asha', ME, '00'), ME)).toBe('asha');
    expect(isIncoming(message('2', 'asha', ME, '00'), ME)).toBe(true);
    expect(isIncoming(message('1', ME, 'asha', '00'), ME)).toBe(false);
  });
});

describe('historyMessages', () => {
  it('reads the older pages first, each page oldest first', () => {
    const newest = page([message('3', 'asha', ME, '03'), message('4', ME, 'asha', '04')], 'c1');
    const older = page([message('1', ME, 'asha', '01'), message('2', 'asha', ME, '02')]);
    expect(ids(historyMessages([newest, older]))).toEqual(['1', '2', '3', '4']);
  });

  it('shows a message that sits in two pages once', () => {
    const newest = page([message('2', 'asha', ME, '02'), message('3', 'asha', ME, '03')], 'c1');
    const older = page([message('1', ME, 'asha', '01'), message('2', 'asha', ME, '02')]);
    expect(ids(historyMessages([newest, older]))).toEqual(['1', '2', '3']);
  });

  it('is empty before anything has loaded', () => {
    expect(historyMessages(undefined)).toEqual([]);
  });
});

describe('addMessage', () => {
  it('appends a live message to the newest page', () => {
    const data = history(page([message('1', ME, 'asha', '01')], 'c1'), page([message('0', ME, 'asha', '00')]));
    const next = addMessage(data, message('2', 'asha', ME, '02'));
    expect(ids(next?.pages[0]?.messages)).toEqual(['1', '2']);
    expect(next?.pages[1]).toBe(data.pages[1]);
    expect(ids(historyMessages(next?.pages))).toEqual(['0', '1', '2']);
  });

  it('keeps one copy when the same message arrives by ack and by the live event', () => {
    const data = history(page([message('1', ME, 'asha', '01')]));
    const once = addMessage(data, message('2', ME, 'asha', '02'));
    const twice = addMessage(once, message('2', ME, 'asha', '02'));
    expect(twice).toBe(once);
    expect(ids(historyMessages(twice?.pages))).toEqual(['1', '2']);
  });

  it('ignores a message already in an older page', () => {
    const data = history(page([message('5', ME, 'asha', '05')], 'c1'), page([message('1', ME, 'asha', '01')]));
    expect(addMessage(data, message('1', ME, 'asha', '01'))).toBe(data);
  });

  it('leaves a history that was never loaded alone', () => {
    expect(addMessage(undefined, message('1', ME, 'asha', '01'))).toBeUndefined();
  });
});

describe('applyToChatList', () => {
  const list = [chat('ravi', '05', 0), chat('asha', '03', 1), chat('kabir', '01', 0)];

  it('moves the chat to the top with the new text and counts an unread message', () => {
    const { list: next, known } = applyToChatList(list, message('9', 'asha', ME, '06', 'namaste'), ME, null);
    expect(known).toBe(true);
    expect(ids(next)).toEqual(['asha', 'ravi', 'kabir']);
    expect(next?.[0]).toMatchObject({ text: 'namaste', unread: 2, lastAt: '2025-05-01T10:06:00.000Z' });
  });

  it('does not count my own message or one in the chat that is open', () => {
    expect(applyToChatList(list, message('9', ME, 'asha', '06'), ME, null).list?.[0]?.unread).toBe(1);
    expect(applyToChatList(list, message('9', 'kabir', ME, '06'), ME, 'kabir').list?.[0]).toMatchObject({ _id: 'kabir', unread: 0 });
  });

  it('changes nothing for a message the list already shows (the echo of my own send)', () => {
    const after = applyToChatList(list, message('9', 'asha', ME, '06'), ME, null);
    const again = applyToChatList(after.list, message('9', 'asha', ME, '06'), ME, null);
    expect(again.list).toBe(after.list);
    expect(again.list?.[0]?.unread).toBe(2);
  });

  it('asks for a refetch when the partner is new to the list', () => {
    const update = applyToChatList(list, message('9', 'meera', ME, '06'), ME, null);
    expect(update).toEqual({ list, known: false });
    expect(applyToChatList(undefined, message('9', 'meera', ME, '06'), ME, null).known).toBe(false);
  });

  it('takes a chat without any message yet', () => {
    const { list: next } = applyToChatList([chat('asha', null, 0, null)], message('1', 'asha', ME, '00', 'first'), ME, null);
    expect(next?.[0]).toMatchObject({ text: 'first', unread: 1 });
  });
});

describe('clearUnread', () => {
  it("zeroes that chat's badge and keeps the list when nothing changes", () => {
    const list = [chat('asha', '03', 4), chat('ravi', '01', 2)];
    expect(clearUnread(list, 'asha')?.map((c) => c.unread)).toEqual([0, 2]);
    const clean = [chat('asha', '03', 0)];
    expect(clearUnread(clean, 'asha')).toBe(clean);
    expect(clearUnread(undefined, 'asha')).toBeUndefined();
  });
});

describe('withoutMessage', () => {
  it('drops a reported message from whichever page holds it', () => {
    const data = history(page([message('3', 'them', ME, '03')]), page([message('1', 'them', ME, '01'), message('2', ME, 'them', '02')]));
    const after = withoutMessage(data, '1');
    expect(ids(historyMessages(after?.pages))).toEqual(['2', '3']);
  });

  it('leaves the history as it is when the message is not in it', () => {
    const data = history(page([message('1', 'them', ME, '01')]));
    expect(withoutMessage(data, 'x')).toBe(data);
    expect(withoutMessage(undefined, 'x')).toBeUndefined();
  });
});
