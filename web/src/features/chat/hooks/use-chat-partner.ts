import { useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { User } from '../../../types/api';
import { chatKeys, chatListOptions, personOptions } from '../api/chat-queries';
import type { ChatPartner } from '../api/chat-types';
import { partnerFromChat, partnerFromUser } from '../chat-names';

/**
 * Whom `/messages?with=<userId>` names: from your chats, the loaded 'Talk to Others' pages, or else
 * asked of the server (they may be on no page loaded yet). Null while unknown or when there is no
 * `with`; a person nobody knows is named 'Unknown' so the box still opens on that address.
 */
export function useChatPartner(userId: string | undefined, chosen: ChatPartner | null): ChatPartner | null {
  const queryClient = useQueryClient();
  const chats = useQuery({ ...chatListOptions(), enabled: Boolean(userId) });
  const fromChats = userId ? chats.data?.find((chat) => chat._id === userId) : undefined;
  const strip = queryClient.getQueryData<InfiniteData<{ users: User[] }>>(chatKeys.users());
  const fromStrip = userId ? strip?.pages.flatMap((page) => page.users).find((user) => user._id === userId) : undefined;
  const known = Boolean(chosen?._id === userId || fromChats || fromStrip);
  const person = useQuery({ ...personOptions(userId ?? ''), enabled: Boolean(userId) && !known });

  if (!userId) return null;
  if (chosen?._id === userId) return chosen;
  if (fromChats) return partnerFromChat(fromChats);
  if (fromStrip) return partnerFromUser(fromStrip);
  if (person.data) return partnerFromUser(person.data);
  // Nothing more to ask: open the box anyway, the address is what the user followed.
  if (person.isFetched && !chats.isPending) return { _id: userId, name: 'Unknown', profilePic: null };
  return null;
}
