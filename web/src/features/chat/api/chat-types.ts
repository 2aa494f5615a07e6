// Shapes of the chat endpoints and socket events (issue 5 contract): replies' types come from the api's schemas.

import type { ChatSummary as SpecChatSummary, Message as SpecMessage } from '@startupsetu/server-core/contract/reply-types';
import type { MessageMarks, MessageWarning } from '../../../entities/message/message-safety';

/** A message as its reader gets it: the recipient's copy may carry a warning (DESIGN §7.4). */
export type Message = SpecMessage & MessageMarks;

/** 'Your Chats' entry; `warning` when the last message is to you and you are warned about it. */
export type ChatSummary = SpecChatSummary & { warning?: MessageWarning };

/** Whoever a chat box is open with. */
export interface ChatPartner {
  _id: string;
  name: string;
  profilePic: string | null;
  /** They deleted their account: nobody can write to them or open their profile. */
  deleted?: boolean;
}

/** A page of history, oldest first; `nextCursor` leads to the next OLDER page. */
export interface MessagePage {
  messages: Message[];
  nextCursor: string | null;
}

/** One of your message requests (GET /api/messages/requests): who wrote, and what. */
export interface MessageRequest {
  /** The sender's id. */
  _id: string;
  Username: string | null;
  role: string;
  profilePic: string | null;
  verified: boolean;
  messageId: string;
  text: string;
  createdAt: string;
  warning?: MessageWarning;
}

export interface MessageRequestsPage {
  success: boolean;
  data: MessageRequest[];
  nextCursor: string | null;
}

export type { SendMessageAck as SendAck } from '@startupsetu/server-core/contract/socket-events';
