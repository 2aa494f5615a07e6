import { useCallback } from 'react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { chatKeys } from '../../../entities/message/chat-keys';
import type { ChatSummary, Message, MessagePage } from '../api/chat-types';
import { addMessage, applyToChatList, partnerOf } from '../chat-cache';

/**
 * Writes a message (sent, acknowledged or received live) into the cached history of its chat and
 * into 'Your Chats'. Safe to call twice for one message: the sender gets its own message back.
 */
export function useRecordMessage() {
  const queryClient = useQueryClient();
  return useCallback(
    (message: Message, me: string, openChatId: string | null) => {
      queryClient.setQueryData<InfiniteData<MessagePage>>(chatKeys.history(partnerOf(message, me)), (data) =>
        addMessage(data, message),
      );
      const update = applyToChatList(queryClient.getQueryData<ChatSummary[]>(chatKeys.list()), message, me, openChatId);
      if (update.known) queryClient.setQueryData(chatKeys.list(), update.list);
      else void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
    },
    [queryClient],
  );
}
