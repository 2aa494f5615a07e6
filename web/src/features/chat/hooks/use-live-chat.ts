import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { chatKeys } from '../../../entities/message/chat-keys';
import { useRealtimeChannel, useRealtimeEvent } from '../../../lib/realtime';
import { isIncoming } from '../chat-cache';
import { isMessage } from '../message-text';
import { useMarkChatRead } from './use-mark-chat-read';
import { useRecordMessage } from './use-record-message';

/**
 * The messages screen's live side: joins the user's room on every (re)connect (spec §4), writes
 * each `receiveMessage` into the caches, and marks a message read at once when its chat is open.
 * (RealtimeProvider refreshes the chats after a dropped connection, since messages may have been
 * missed.) A message that opened a request to you refreshes 'Requests' too (it is not a chat yet).
 */
export function useLiveChat(me: string, openChatId: string | null): void {
  const channel = useRealtimeChannel();
  const record = useRecordMessage();
  const markRead = useMarkChatRead();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!me) return;
    return channel.onEveryConnect(() => {
      channel.socket()?.emit('join', me);
    });
  }, [channel, me]);

  useRealtimeEvent('receiveMessage', (payload) => {
    if (!isMessage(payload)) return;
    if (payload.request && isIncoming(payload, me)) void queryClient.invalidateQueries({ queryKey: chatKeys.requests() });
    record(payload, me, openChatId);
    if (isIncoming(payload, me) && payload.senderId === openChatId) markRead(payload.senderId);
  });
}
