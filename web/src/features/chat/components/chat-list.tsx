import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Avatar } from '../../../components/avatar';
import { SkeletonList } from '../../../components/skeleton-list';
import { chatListOptions } from '../api/chat-queries';
import type { ChatSummary } from '../api/chat-types';
import { chatName, lastText } from '../chat-names';
import { PersonLink } from '../../../entities/person/person-link';
import { badgeText } from '../../../entities/notification/unread-counts';
import { ProofBadges } from '../../../entities/person/proof-badges';

interface Props {
  openId: string | null;
  onChoose: (chat: ChatSummary) => void;
}

/** 'Your Chats': the people you have written with, most recent first, with unread badges. */
export function ChatList({ openId, onChoose }: Props) {
  const chats = useQuery(chatListOptions());

  useEffect(() => {
    // Spec §8 only logs message fetch errors.
    if (chats.error) console.error('Chat list fetch failed', chats.error);
  }, [chats.error]);

  let body;
  if (chats.isPending) {
    body = <SkeletonList shape="row" />;
  } else if (!chats.data) {
    body = (
      <div className="chat-failure" role="alert">
        <p>Failed to load your chats.</p>
        <button type="button" onClick={() => void chats.refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (chats.data.length === 0) {
    body = <p className="chat-note">No previous chats found</p>;
  } else {
    body = (
      <ul className="chat-list">
        {chats.data.map((chat) => (
          <li key={chat._id}>
            <button
              type="button"
              className={chat._id === openId ? 'chat-list-item open' : 'chat-list-item'}
              aria-current={chat._id === openId ? 'true' : undefined}
              onClick={() => onChoose(chat)}
            >
              <Avatar src={chat.profilePic} name={chatName(chat)} size={44} decorative />
              <span className="chat-list-text">
                <span className="chat-list-who">
                  {chat.deleted ? (
                    <span className="chat-list-name">{chatName(chat)}</span>
                  ) : (
                    <>
                      {chat.Username?.trim() && <span className="chat-list-name">{chat.Username.trim()}</span>}
                      <ProofBadges badges={chat.badges} />
                      <span className="chat-list-email">{chat.email}</span>
                    </>
                  )}
                </span>
                <span className="chat-list-last">
                  {chat.warning && <span className="chat-list-warning">Possible fee scam · </span>}
                  {lastText(chat)}
                </span>
              </span>
              {chat.unread > 0 && (
                <span className="chat-unread">
                  {/* The server stops counting at 100: '99+' means that many or more. */}
                  {badgeText(chat.unread)}
                  <span className="chat-sr-only"> unread</span>
                </span>
              )}
            </button>
            {!chat.deleted && (
              <PersonLink userId={chat._id} className="person-link chat-list-profile" label={`${chatName(chat)}'s profile`}>
                Profile
              </PersonLink>
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="chat-section" aria-labelledby="your-chats">
      <h2 id="your-chats">Your Chats</h2>
      {body}
    </section>
  );
}
