import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { chatListOptions, personOptions, usersOptions } from '../api/chat-queries';
import type { ChatPartner } from '../api/chat-types';
import { partnerFromChat, partnerFromUser } from '../chat-names';

/**
 * Whom `/messages?with=<userId>` names: from your chats, the loaded 'Talk to Others' pages (the
 * page's own queries), or else asked of the server (GET /api/users/:id: they may be on no page
 * loaded yet). Null while unknown or when there is no `with`; a person nobody knows is named
 * 'Unknown' so the box still opens on that address.
 */
export function useChatPartner(userId: string | undefined, chosen: ChatPartner | null): ChatPartner | null {
  // Readers of the lists the page shows anyway: always on (turning one on would fetch again) and
  // never fetching on their own, or a reply could undo the mark-read that opening a box has made.
  const chats = useQuery({ ...chatListOptions(), refetchOnMount: false });
  const strip = useInfiniteQuery({ ...usersOptions(), refetchOnMount: false });
  const fromChats = userId ? chats.data?.find((chat) => chat._id === userId) : undefined;
  const fromStrip = userId ? strip.data?.pages.flatMap((page) => page.users).find((user) => user._id === userId) : undefined;
  const known = Boolean(chosen?._id === userId || fromChats || fromStrip);
  const looked = !chats.isPending && !strip.isPending;
  const person = useQuery({ ...personOptions(userId ?? ''), enabled: Boolean(userId) && !known && looked });

  if (!userId) return null;
  if (chosen?._id === userId) return chosen;
  if (fromChats) return partnerFromChat(fromChats);
  if (fromStrip) return partnerFromUser(fromStrip);
  if (person.data) return partnerFromUser(person.data);
  // Nothing more to ask: open the box anyway, the address is what the user followed.
  if (person.isFetched || (looked && person.isError)) return { _id: userId, name: 'Unknown', profilePic: null };
  return null;
}
