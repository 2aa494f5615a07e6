// Shapes of the chat endpoints and socket events (issue 5 contract).

export interface Message {
  _id: string;
  senderId: string;
  receiverId: string;
  text: string;
  createdAt: string;
  readAt: string | null;
}

/** One entry of 'Your Chats' (GET /api/messages): the other person and the last message between you. */
export interface ChatSummary {
  /** The other user's id. */
  _id: string;
  email: string;
  Username: string | null;
  role: string;
  profilePic: string | null;
  /** The last message's text (null when there is none). */
  text: string | null;
  lastAt: string | null;
  /** Messages from them to you not yet read. */
  unread: number;
  /** They deleted their account: Username reads 'Deleted user', their messages stay (DESIGN §6.3). */
  deleted?: boolean;
}

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

export type SendAck = { ok: true; message: Message } | { ok: false; message?: string };
