import { useEffect, useLayoutEffect, useRef } from 'react';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { PendingMark } from '../../../components/pending-mark';
import { ReportMenu } from '../../../components/report-menu';
import { SkeletonList } from '../../../components/skeleton-list';
import { TimeAgo } from '../../../components/time-ago';
import { usePendingWrites } from '../../../lib/outbox-snapshot';
import { chatKeys, historyOptions } from '../api/chat-queries';
import type { MessagePage } from '../api/chat-types';
import { historyMessages, withoutMessage } from '../chat-cache';
import '../chat-report.css';

/** The conversation as bubbles (mine right, theirs left), newest at the bottom. */
export function MessageHistory({ partnerId, partnerName, me }: { partnerId: string; partnerName: string; me: string }) {
  const history = useInfiniteQuery(historyOptions(partnerId));
  const queryClient = useQueryClient();
  const messages = historyMessages(history.data?.pages);
  // Messages written offline, at the bottom until the outbox has sent them.
  const pending = usePendingWrites('message', 'receiverId', partnerId);
  const scroller = useRef<HTMLDivElement>(null);
  // Distance from the bottom before older messages were asked for, to keep the reader's place.
  const keepFromBottom = useRef<number | null>(null);
  // A new message scrolls into view only for a reader at the bottom (or for one's own message).
  const atBottom = useRef(true);
  const shown = useRef<{ first?: string; last?: string }>({});
  const first = messages[0];
  const last = messages[messages.length - 1];

  useLayoutEffect(() => {
    const element = scroller.current;
    const before = shown.current;
    shown.current = { first: first?._id, last: last?._id };
    if (!element) return;
    if (first?._id !== before.first && keepFromBottom.current !== null) {
      element.scrollTop = element.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    } else if (last?._id !== before.last && (atBottom.current || last?.senderId === me)) {
      element.scrollTop = element.scrollHeight;
    }
  }, [first?._id, last?._id, last?.senderId, me]);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && pending.length > 0) element.scrollTop = element.scrollHeight;
  }, [pending.length]);

  useEffect(() => {
    // Spec §8: message fetch errors are logged, not shown as the server's words.
    if (history.error) console.error('Message fetch failed', history.error);
  }, [history.error]);

  function loadEarlier() {
    const element = scroller.current;
    if (element) keepFromBottom.current = element.scrollHeight - element.scrollTop;
    void history.fetchNextPage();
  }

  let body;
  if (history.isPending) {
    body = <SkeletonList shape="bubble" count={4} />;
  } else if (!history.data) {
    body = (
      <div className="chat-note" role="alert">
        <p>Failed to load messages.</p>
        <button type="button" onClick={() => void history.refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (messages.length === 0) {
    body = pending.length === 0 && <p className="chat-note">No messages yet</p>;
  } else {
    body = (
      <ol className="chat-bubbles">
        {messages.map((message) => {
          const mine = message.senderId === me;
          return (
            <li key={message._id} className={mine ? 'chat-bubble chat-bubble-mine' : 'chat-bubble chat-bubble-theirs'}>
              <span className="chat-sr-only">{mine ? 'You: ' : `${partnerName}: `}</span>
              <p className="chat-bubble-text">{message.text}</p>
              <TimeAgo dateTime={message.createdAt} className="chat-bubble-time" />
              {!mine && (
                <div className="chat-bubble-menu">
                  <ReportMenu
                  target={{ type: 'message', id: message._id }}
                  onReported={() =>
                      queryClient.setQueryData<InfiniteData<MessagePage>>(chatKeys.history(partnerId), (data) => withoutMessage(data, message._id))
                    }
                  />
                </div>
              )}
            </li>
          );
        })}
      </ol>
    );
  }

  return (
    <div
      ref={scroller}
      className="chat-history"
      role="log"
      aria-label="Conversation"
      tabIndex={0}
      onScroll={(event) => {
        const element = event.currentTarget;
        atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 48;
      }}
    >
      {history.hasNextPage && (
        <div className="chat-earlier">
          <button type="button" onClick={loadEarlier} disabled={history.isFetchingNextPage}>
            {history.isFetchingNextPage ? 'Loading...' : 'Load earlier messages'}
          </button>
        </div>
      )}
      {body}
      {pending.length > 0 && (
        <ol className="chat-bubbles chat-bubbles-pending" aria-label="Waiting to sync">
          {pending.map((entry) => (
            <li key={entry.id} className="chat-bubble chat-bubble-mine is-pending">
              <span className="chat-sr-only">You: </span>
              <p className="chat-bubble-text">{String(entry.meta.text ?? '')}</p>
              <PendingMark />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
