import { useState } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { Avatar } from '../../../components/avatar';
import { LoadMoreButton } from '../../../components/load-more-button';
import { TimeAgo } from '../../../components/time-ago';
import { errorText } from '../../../lib/api-client';
import { usePendingWrites } from '../../../lib/outbox-snapshot';
import { chatKeys } from '../../../entities/message/chat-keys';
import { afterBlockChange, blockPerson } from '../../../entities/block/blocks';
import { PersonLink } from '../../../entities/person/person-link';
import { ProofBadges } from '../../../entities/person/proof-badges';
import { ReportButton } from '../../../entities/report/report-button';
import { decideMessageRequest, messageRequestsOptions, type RequestAction } from '../api/request-api';
import type { ChatPartner, MessageRequest, MessageRequestsPage } from '../api/chat-types';
import { requestName } from '../chat-names';
import { FeeScamWarning } from './fee-scam-warning';

const FALLBACKS = { failed: 'Could not answer the request. Please try again.', network: 'You are offline. Connect to answer requests.' };

type Requests = InfiniteData<MessageRequestsPage> | undefined;

function withoutRequest(data: Requests, userId: string): Requests {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, data: page.data.filter((request) => request._id !== userId) })) };
}

/**
 * 'Requests' (DESIGN §7.4): messages from people you are not connected with, newest first, each with
 * Accept (the chat joins Your Chats and opens), Ignore (the sender is not told) and Block & report.
 * Shown only when there is a request.
 */
export function MessageRequests({ onAccepted }: { onAccepted: (partner: ChatPartner) => void }) {
  const list = useInfiniteQuery(messageRequestsOptions());
  const requests = list.data?.pages.flatMap((page) => page.data) ?? [];
  if (requests.length === 0) return null;
  return (
    <section className="chat-section chat-requests" aria-labelledby="message-requests">
      <h2 id="message-requests">Requests</h2>
      <p className="chat-note">People you are not connected with. They can send one message until you accept.</p>
      <ul className="chat-request-list">
        {requests.map((request) => (
          <RequestItem key={request._id} request={request} onAccepted={onAccepted} />
        ))}
      </ul>
      {list.hasNextPage && <LoadMoreButton list={list} />}
    </section>
  );
}

function RequestItem({ request, onAccepted }: { request: MessageRequest; onAccepted: (partner: ChatPartner) => void }) {
  const queryClient = useQueryClient();
  const name = requestName(request);
  const [answer, setAnswer] = useState<RequestAction | null>(null);
  const drop = () => queryClient.setQueryData<Requests>(chatKeys.requests(), (data) => withoutRequest(data, request._id));
  const waiting = usePendingWrites('message-request-answer', 'userId', request._id);
  const decide = useMutation({
    mutationFn: (action: RequestAction) => decideMessageRequest(request._id, action),
    // Offline the call still runs: it is what queues the answer (the row then says it waits).
    networkMode: 'always',
    onMutate: (action) => setAnswer(action),
    onSuccess: async (result, action) => {
      if (result.queued) return;
      drop();
      if (action === 'accept') {
        onAccepted({ _id: request._id, name, profilePic: request.profilePic, badges: request.badges, verified: request.verified });
        await queryClient.invalidateQueries({ queryKey: chatKeys.list() });
      }
      await queryClient.invalidateQueries({ queryKey: chatKeys.unreadCount() });
    },
  });

  return (
    <li className="chat-request">
      <div className="chat-request-who">
        <Avatar src={request.profilePic} name={name} size={44} decorative />
        <span className="chat-list-text">
          <PersonLink userId={request._id} className="chat-list-name">
            {name}
          </PersonLink>
          <span className="chat-request-role">
            {request.role} <ProofBadges badges={request.badges} verified={request.verified} />
          </span>
        </span>
        <TimeAgo dateTime={request.createdAt} className="chat-bubble-time" />
      </div>
      <FeeScamWarning warning={request.warning} messageId={request.messageId} onReported={drop} />
      <p className="chat-request-text">{request.text}</p>
      {decide.isError && (
        <p className="form-error" role="alert">
          {errorText(decide.error, FALLBACKS)}
        </p>
      )}
      {waiting.length > 0 ? (
        <p className="chat-request-waiting" role="status">
          {waiting[waiting.length - 1]!.meta.action === 'accept' ? 'Accept pending' : 'Ignore pending'}: sent when you are back online.
        </p>
      ) : (
        <div className="chat-request-actions">
          <button type="button" className="button-primary" disabled={decide.isPending} aria-label={`Accept ${name}'s request`} onClick={() => decide.mutate('accept')}>
            {decide.isPending && answer === 'accept' ? 'Accepting…' : 'Accept'}
          </button>
          <button type="button" disabled={decide.isPending} aria-label={`Ignore ${name}'s request`} onClick={() => decide.mutate('ignore')}>
            Ignore
          </button>
          <ReportButton
            target={{ type: 'user', id: request._id }}
            label="Block & report"
            name={name}
            className="chat-request-block"
            onReported={() => {
              drop();
              void blockPerson(request._id)
                .then(() => afterBlockChange(queryClient, request._id))
                .catch((error: unknown) => console.error('Block after report failed', error));
            }}
          />
        </div>
      )}
    </li>
  );
}
