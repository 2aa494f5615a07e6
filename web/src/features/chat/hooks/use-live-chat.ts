import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent, useRealtimeReconnect, useRealtimeSocket } from '../../../lib/realtime';
import { chatKeys } from '../api/chat-queries';
import { isIncoming } from '../chat-cache';
import { isMessage } from '../message-text';
import { useMarkChatRead } from './use-mark-chat-read';
import { useRecordMessage } from './use-record-message';

/**
 * The messages screen's live side: joins the user's room on every (re)connect (spec §4), writes
 * each `receiveMessage` into the caches, and marks a message read at once when its chat is open.
 * After a dropped connection the chats are refreshed, since messages may have been missed.
 */
export function useLiveChat(me: string, openChatId: string | null): void {
  const queryClient = useQueryClient();
  const socket = useRealtimeSocket();
  const record = useRecordMessage();
  const markRead = useMarkChatRead();

  useEffect(() => {
    if (!socket || !me) return;
    const join = () => {
      socket.emit('join', me);
    };
    if (socket.connected) join();
    socket.on('connect', join);
    return () => {
      socket.off('connect', join);
    };
  }, [socket, me]);

  useRealtimeEvent<unknown>('receiveMessage', (payload) => {
    if (!isMessage(payload)) return;
    record(payload, me, openChatId);
    if (isIncoming(payload, me) && payload.senderId === openChatId) markRead(payload.senderId);
  });

  useRealtimeReconnect(() => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
    void queryClient.invalidateQueries({ queryKey: chatKeys.allHistories() });
  });
}
