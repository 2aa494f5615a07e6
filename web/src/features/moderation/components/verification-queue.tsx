import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../lib/toast';
import { moderationKeys } from '../api/moderation-api';
import type { Verification } from '../../../types/api';
import { verificationQueueKey, verificationQueueOptions, withoutRequest } from '../api/verification-queue-api';
import { ModerationList } from './moderation-list';
import { VerificationRow } from './verification-row';

/** The requests for badges waiting for a moderator (DESIGN §7.4), oldest first; a decided one leaves the list. */
export function VerificationQueue() {
  const queryClient = useQueryClient();
  const list = useInfiniteQuery(verificationQueueOptions());
  const requests = list.data?.pages.flatMap((page) => page.data) ?? [];

  function decided(request: Verification, done: string, tone: 'success' | 'info' = 'success') {
    queryClient.setQueryData(verificationQueueKey, (data: Parameters<typeof withoutRequest>[0]) => withoutRequest(data, request._id));
    void queryClient.invalidateQueries({ queryKey: moderationKeys.log(), refetchType: 'none' });
    showToast(done, tone);
  }

  return (
    <ModerationList
      list={list}
      items={requests}
      failed="The verification requests could not be loaded."
      empty="No verification requests waiting."
      label="Verification requests, oldest first"
      className="moderation-queue"
    >
      {(request) => <VerificationRow key={request._id} request={request} onDecided={decided} />}
    </ModerationList>
  );
}
