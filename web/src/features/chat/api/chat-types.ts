// Shapes of the chat endpoints and socket events (issue 5 contract): replies' types come from the api's schemas.

import type { ChatSummary, Message as SpecMessage, MessageRequest } from '@startupsetu/server-core/contract/reply-types';
import type { MessageMarks } from '../../../entities/message/message-safety';
import type { Badge } from '../../../types/api';

export type { ChatSummary, MessageRequest };

/** A message as its reader gets it: the recipient's copy may carry a warning (DESIGN §7.4), the live event `request`. */
export type Message = SpecMessage & MessageMarks;

/** Whoever a chat box is open with. */
export interface ChatPartner {
  _id: string;
  name: string;
  profilePic: string | null;
  /** What was proven about them (DESIGN §7.4), shown beside their name. */
  badges?: readonly Badge[];
  verified?: boolean;
  /** They deleted their account: nobody can write to them or open their profile. */
  deleted?: boolean;
}

/** A page of history, oldest first; `nextCursor` leads to the next OLDER page. */
export interface MessagePage {
  messages: Message[];
  nextCursor: string | null;
}

export interface MessageRequestsPage {
  success: boolean;
  data: MessageRequest[];
  nextCursor: string | null;
}

export type { SendMessageAck as SendAck } from '@startupsetu/server-core/contract/socket-events';
