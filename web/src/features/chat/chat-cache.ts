import type { InfiniteData } from '@tanstack/react-query';
import type { ChatSummary, Message, MessagePage } from './api/chat-types';

/** The other person of a message, seen from `me`. */
export function partnerOf(message: Pick<Message, 'senderId' | 'receiverId'>, me: string): string {
  return message.senderId === me ? message.receiverId : message.senderId;
}

/** Someone else sent it to me (my own messages come back to me too, from every tab). */
export function isIncoming(message: Pick<Message, 'senderId' | 'receiverId'>, me: string): boolean {
  return message.receiverId === me && message.senderId !== me;
}

const time = (value: string | null | undefined) => {
  const parsed = value ? Date.parse(value) : NaN;
  return Number.isNaN(parsed) ? 0 : parsed;
};

/**
 * The loaded history in reading order: oldest page first, each message once, by time (a message
 * may sit in two pages when the pages shifted, or arrive both by ack and by the live event).
 */
export function historyMessages(pages: readonly MessagePage[] | undefined): Message[] {
  const seen = new Set<string>();
  const messages: Message[] = [];
  for (const page of [...(pages ?? [])].reverse()) {
    for (const message of page.messages) {
      if (seen.has(message._id)) continue;
      seen.add(message._id);
      messages.push(message);
    }
  }
  // Stable: messages of the same instant keep the order they arrived in.
  return messages.sort((a, b) => time(a.createdAt) - time(b.createdAt));
}

/**
 * A sent or received message added to an open history (to the newest page). Unchanged when it is
 * there already; nothing is created for a history that was never loaded (it loads when opened).
 */
export function addMessage(
  data: InfiniteData<MessagePage> | undefined,
  message: Message,
): InfiniteData<MessagePage> | undefined {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((page) => page.messages.some((item) => item._id === message._id))) return data;
  const [newest, ...older] = data.pages as [MessagePage, ...MessagePage[]];
  return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
}

export interface ChatListUpdate {
  list: ChatSummary[] | undefined;
  /** False when the partner is not in the list yet: refetch it to learn their email and picture. */
  known: boolean;
}

/**
 * 'Your Chats' after a message: that chat moves to the top with the message's text, and counts one
 * more unread when it came from them and their chat is not open. A message the list already
 * reflects (not newer than the chat's last one) changes nothing, so it is never counted twice.
 */
export function applyToChatList(
  list: ChatSummary[] | undefined,
  message: Message,
  me: string,
  openChatId: string | null,
): ChatListUpdate {
  if (!list) return { list, known: false };
  const partner = partnerOf(message, me);
  const chat = list.find((item) => item._id === partner);
  if (!chat) return { list, known: false };
  if (chat.lastAt && time(message.createdAt) <= time(chat.lastAt)) return { list, known: true };

  const countIt = isIncoming(message, me) && partner !== openChatId;
  const updated: ChatSummary = {
    ...chat,
    text: message.text,
    lastAt: message.createdAt,
    unread: countIt ? chat.unread + 1 : chat.unread,
  };
  return { list: [updated, ...list.filter((item) => item._id !== partner)], known: true };
}

/** The chat with `userId` shows no unread badge (its messages were just marked read). */
export function clearUnread(list: ChatSummary[] | undefined, userId: string): ChatSummary[] | undefined {
  if (!list?.some((chat) => chat._id === userId && chat.unread !== 0)) return list;
  return list.map((chat) => (chat._id === userId ? { ...chat, unread: 0 } : chat));
}

/** The history without a message (the reader reported it: it leaves their chat at once). */
export function withoutMessage(data: InfiniteData<MessagePage> | undefined, id: string): InfiniteData<MessagePage> | undefined {
  if (!data?.pages.some((page) => page.messages.some((message) => message._id === id))) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, messages: page.messages.filter((message) => message._id !== id) })) };
}
