import { useRef, useState } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { getSession } from '../../../lib/session';
import type { ChatPartner } from '../api/chat-types';
import { partnerFromChat, partnerFromUser } from '../chat-names';
import { useChatPartner } from '../hooks/use-chat-partner';
import { useLiveChat } from '../hooks/use-live-chat';
import { ChatBox } from './chat-box';
import { ChatList } from './chat-list';
import { MessageRequests } from './message-requests';
import { UserStrip } from './user-strip';
import '../chat.css';

/**
 * /messages: people to talk to, message requests, your previous chats, and the chat box of the one you chose. The
 * open chat is the page's address (`?with=<userId>`), so a reload or a Message link opens it.
 */
export function MessagesPage() {
  const me = getSession()?.userId ?? '';
  const search: { with?: string } = useSearch({ from: '/signed-in/messages' });
  const navigate = useNavigate();
  // Who was picked on this page: shown at once, before any lookup.
  const [chosen, setChosen] = useState<ChatPartner | null>(null);
  // Nobody chats with themselves: their own id in the address opens no box.
  const partnerId = search.with && search.with !== me ? search.with : undefined;
  const open = useChatPartner(partnerId, chosen);
  // Closing the box gives focus back to the card or chat that opened it.
  const opener = useRef<HTMLElement | null>(null);
  useLiveChat(me, partnerId ?? null);

  function choose(partner: ChatPartner) {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setChosen(partner);
    void navigate({ to: '/messages', search: { with: partner._id } });
  }

  function close() {
    void navigate({ to: '/messages', search: {} });
    opener.current?.focus();
  }

  return (
    <main className={open ? 'page chat-page has-chat' : 'page chat-page'}>
      <h1>Messages</h1>
      <UserStrip onChoose={(user) => choose(partnerFromUser(user))} />
      <MessageRequests onAccepted={choose} />
      <ChatList openId={partnerId ?? null} onChoose={(chat) => choose(partnerFromChat(chat))} />
      {open && <ChatBox key={open._id} partner={open} me={me} onClose={close} />}
    </main>
  );
}
