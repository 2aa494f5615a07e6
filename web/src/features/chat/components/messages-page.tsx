import { useRef, useState } from 'react';
import { getSession } from '../../../lib/session';
import type { ChatPartner } from '../api/chat-types';
import { partnerFromChat, partnerFromUser } from '../chat-names';
import { useLiveChat } from '../hooks/use-live-chat';
import { ChatBox } from './chat-box';
import { ChatList } from './chat-list';
import { UserStrip } from './user-strip';
import '../chat.css';

/** /messages: people to talk to, your previous chats, and the chat box of the one you chose. */
export function MessagesPage() {
  const me = getSession()?.userId ?? '';
  const [open, setOpen] = useState<ChatPartner | null>(null);
  // Closing the box gives focus back to the card or chat that opened it.
  const opener = useRef<HTMLElement | null>(null);
  useLiveChat(me, open?._id ?? null);

  function choose(partner: ChatPartner) {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(partner);
  }

  function close() {
    setOpen(null);
    opener.current?.focus();
  }

  return (
    <main className={open ? 'page chat-page has-chat' : 'page chat-page'}>
      <h1>Messages</h1>
      <UserStrip onChoose={(user) => choose(partnerFromUser(user))} />
      <ChatList openId={open?._id ?? null} onChoose={(chat) => choose(partnerFromChat(chat))} />
      {open && <ChatBox key={open._id} partner={open} me={me} onClose={close} />}
    </main>
  );
}
