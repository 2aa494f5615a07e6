// Shapes of the chat endpoints and socket events (issue 5 contract): replies' types come from the api's schemas.

import type { Message } from '@startupsetu/server-core/contract/reply-types';

export type { ChatSummary, Message } from '@startupsetu/server-core/contract/reply-types';

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

export type { SendMessageAck as SendAck } from '@startupsetu/server-core/contract/socket-events';
