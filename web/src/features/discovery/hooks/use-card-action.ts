import { useMutation } from '@tanstack/react-query';
import { usePendingWrites } from '../../../lib/outbox-snapshot';
import { igniteInvestor, sendConnectRequest } from '../api/connect-api';
import type { ActionState, CardAction } from '../card-action';

/**
 * One card's Connect or Ignite request, with its own busy flag (spec §4: per investor). Made
 * offline, the request waits in the outbox and the button says so until it has been sent.
 */
export function useCardAction(action: CardAction, userId: string) {
  const waiting = usePendingWrites(action === 'Connect' ? 'connect' : 'ignite', 'targetId', userId).length > 0;
  const mutation = useMutation({
    mutationFn: () => (action === 'Connect' ? sendConnectRequest(userId) : igniteInvestor(userId)),
    // Offline the call still runs: it is what queues the request.
    networkMode: 'always',
    onError: (error) => console.error(action === 'Connect' ? 'Connect failed' : 'Ignite failed', error),
  });
  const state: ActionState = waiting
    ? 'pending'
    : mutation.isPending
      ? 'busy'
      : mutation.isSuccess
        ? 'done'
        : mutation.isError
          ? 'failed'
          : 'idle';
  return { state, error: mutation.error, run: () => mutation.mutate() };
}
