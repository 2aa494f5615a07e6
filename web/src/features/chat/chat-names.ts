import { emailName, profileName } from '../../entities/person/profile-text';
import type { User } from '../../types/api';
import type { ChatPartner, ChatSummary, MessageRequest } from './api/chat-types';

export const DELETED_USER = 'Deleted user';

/** A chat list entry's name: the Username, else the part of the email before @; 'Deleted user' for a deleted account. */
export function chatName(chat: Pick<ChatSummary, 'Username' | 'email' | 'deleted'>): string {
  if (chat.deleted) return DELETED_USER;
  return chat.Username?.trim() || emailName(chat.email);
}

export function partnerFromUser(user: User): ChatPartner {
  return { _id: user._id, name: profileName(user), profilePic: user.profiledetails?.profilePic ?? null, badges: user.badges, verified: user.verified };
}

export function partnerFromChat(chat: ChatSummary): ChatPartner {
  const partner: ChatPartner = { _id: chat._id, name: chatName(chat), profilePic: chat.profilePic, badges: chat.badges };
  return chat.deleted ? { _id: chat._id, name: partner.name, profilePic: null, deleted: true } : partner;
}

/** The last text of a chat, or the spec's placeholder when there is none. */
export function lastText(chat: Pick<ChatSummary, 'text'>): string {
  return chat.text?.trim() ? chat.text : '[No Message]';
}

/** Every user of the loaded pages once, in order (a new sign-up can shift one onto the next page). */
export function uniqueUsers(users: readonly User[] | undefined): User[] {
  const seen = new Set<string>();
  const unique: User[] = [];
  for (const user of users ?? []) {
    if (seen.has(user._id)) continue;
    seen.add(user._id);
    unique.push(user);
  }
  return unique;
}

/** Who sent a message request: their Username, else 'A member' (a request carries no email). */
export function requestName(request: Pick<MessageRequest, 'Username'>): string {
  return request.Username?.trim() || 'A member';
}
