import { emailName, profileName } from '../../lib/profile-text';
import type { User } from '../../types/api';
import type { ChatPartner, ChatSummary } from './api/chat-types';

/** A chat list entry's name: the Username, else the part of the email before @. */
export function chatName(chat: Pick<ChatSummary, 'Username' | 'email'>): string {
  return chat.Username?.trim() || emailName(chat.email);
}

export function partnerFromUser(user: User): ChatPartner {
  return { _id: user._id, name: profileName(user), profilePic: user.profiledetails?.profilePic ?? null };
}

export function partnerFromChat(chat: ChatSummary): ChatPartner {
  return { _id: chat._id, name: chatName(chat), profilePic: chat.profilePic };
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
