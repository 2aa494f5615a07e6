import { useEffect, useLayoutEffect, useRef } from 'react';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { PendingMark } from '../../../components/pending-mark';
import { ReportMenu } from '../../../entities/report/report-menu';
import { SkeletonList } from '../../../components/skeleton-list';
import { TimeAgo } from '../../../components/time-ago';
import { usePendingWrites } from '../../../lib/outbox-snapshot';
import { historyOptions } from '../api/chat-queries';
import { chatKeys } from '../../../entities/message/chat-keys';
import type { MessagePage } from '../api/chat-types';
import { historyMessages, withoutMessage } from '../chat-cache';
import { FeeScamWarning } from './fee-scam-warning';
import '../chat-report.css';

/** The conversation as bubbles (mine right, theirs left), newest at the bottom. */
export function MessageHistory({ partnerId, partnerName, me }: { partnerId: string; partnerName: string; me: string }) {
  const history = useInfiniteQuery(historyOptions(partnerId));
  const queryClient = useQueryClient();
  const messages = historyMessages(history.data?.pages);
  // Messages written offline, at the bottom until the outbox has sent them.
  const pending = usePendingWrites('message', 'receiverId', partnerId);
  // The scroller runs bottom-up (chat.css): it opens at the newest message, stays there as messages
  // arrive, and keeps the reader's place when older ones load above, all without measuring the page.
  const scroller = useRef<HTMLDivElement>(null);
  const last = messages[messages.length - 1];
  const shown = useRef({ last: last?._id, pending: pending.length });

  // One's own new message (sent, or waiting to sync) brings a reader who had scrolled up to the bottom.
  useLayoutEffect(() => {
    const before = shown.current;
    shown.current = { last: last?._id, pending: pending.length };
    const sentNow = before.last !== undefined && last?._id !== before.last && last?.senderId === me;
    if (sentNow || pending.length > before.pending) scroller.current?.scrollTo({ top: 0 });
  }, [last?._id, last?.senderId, me, pending.length]);

  useEffect(() => {
    // Spec §8: message fetch errors are logged, not shown as the server's words.
    if (history.error) console.error('Message fetch failed', history.error);
  }, [history.error]);

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
          const dropIt = () =>
            queryClient.setQueryData<InfiniteData<MessagePage>>(chatKeys.history(partnerId), (data) => withoutMessage(data, message._id));
          return (
            <li key={message._id} className={mine ? 'chat-bubble chat-bubble-mine' : 'chat-bubble chat-bubble-theirs'}>
              {!mine && <FeeScamWarning warning={message.warning} messageId={message._id} onReported={dropIt} />}
              <span className="chat-sr-only">{mine ? 'You: ' : `${partnerName}: `}</span>
              {/* Always text: a link from someone you are not connected with is never clickable (DESIGN §7.4). */}
              <p className="chat-bubble-text">{message.text}</p>
              <TimeAgo dateTime={message.createdAt} className="chat-bubble-time" />
              {!mine && (
                <div className="chat-bubble-menu">
                  <ReportMenu target={{ type: 'message', id: message._id }} onReported={dropIt} />
                </div>
              )}
            </li>
          );
        })}
      </ol>
    );
  }

  return (
    <div ref={scroller} className="chat-history" role="log" aria-label="Conversation" tabIndex={0}>
      <div className="chat-history-content">
        {history.hasNextPage && (
          <div className="chat-earlier">
            <button type="button" onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
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
    </div>
  );
}
