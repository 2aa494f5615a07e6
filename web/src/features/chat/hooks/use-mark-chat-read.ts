import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markChatRead } from '../api/chat-api';
import { chatKeys } from '../../../entities/message/chat-keys';
import type { ChatSummary } from '../api/chat-types';
import { clearUnread } from '../chat-cache';

/** Marks a chat read: its badge clears at once, the sidebar's count follows the server. */
export function useMarkChatRead(): (userId: string) => void {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: markChatRead,
    onMutate: (userId: string) => {
      queryClient.setQueryData<ChatSummary[]>(chatKeys.list(), (list) => clearUnread(list, userId));
    },
    onError: (error) => {
      // Spec §8 only logs message errors; the list shows the server's counts again.
      console.error('Marking messages read failed', error);
      void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.unreadCount() }),
  });
  return mutate;
}
