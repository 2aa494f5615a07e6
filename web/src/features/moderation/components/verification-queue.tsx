import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { LoadMoreButton } from '../../../components/load-more-button';
import { showToast } from '../../../lib/toast';
import type { Verification } from '../../../types/api';
import { verificationQueueKey, verificationQueueOptions, withoutRequest } from '../api/verification-queue-api';
import { VerificationRow } from './verification-row';

/** The requests for badges waiting for a moderator (DESIGN §7.4), oldest first; a decided one leaves the list. */
export function VerificationQueue() {
  const queryClient = useQueryClient();
  const list = useInfiniteQuery(verificationQueueOptions());
  const requests = list.data?.pages.flatMap((page) => page.data) ?? [];

  function decided(request: Verification, done: string, tone: 'success' | 'info' = 'success') {
    queryClient.setQueryData(verificationQueueKey, (data: Parameters<typeof withoutRequest>[0]) => withoutRequest(data, request._id));
    void queryClient.invalidateQueries({ queryKey: ['moderation', 'log'], refetchType: 'none' });
    showToast(done, tone);
  }

  if (list.isPending) return <p role="status">Loading...</p>;
  if (list.isError) {
    return (
      <div className="field-error" role="alert">
        <p>{list.error instanceof Error && list.error.message ? list.error.message : 'The verification requests could not be loaded.'}</p>
        <button type="button" onClick={() => void list.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (requests.length === 0) return <p className="moderation-muted">No verification requests waiting.</p>;
  return (
    <>
      <ol className="moderation-queue" aria-label="Verification requests, oldest first">
        {requests.map((request) => (
          <VerificationRow key={request._id} request={request} onDecided={decided} />
        ))}
      </ol>
      {list.hasNextPage && (
        <div className="moderation-more">
          <LoadMoreButton list={list} />
        </div>
      )}
    </>
  );
}
