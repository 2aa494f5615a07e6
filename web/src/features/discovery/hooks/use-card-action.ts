import { useMutation } from '@tanstack/react-query';
import { igniteInvestor, sendConnectRequest } from '../api/connect-api';
import type { ActionState, CardAction } from '../card-action';

/** One card's Connect or Ignite request, with its own busy flag (spec §4: per investor). */
export function useCardAction(action: CardAction, userId: string) {
  const mutation = useMutation({
    mutationFn: () => (action === 'Connect' ? sendConnectRequest(userId) : igniteInvestor(userId)),
    onError: (error) => console.error(action === 'Connect' ? 'Connect failed' : 'Ignite failed', error),
  });
  const state: ActionState = mutation.isPending ? 'busy' : mutation.isSuccess ? 'done' : mutation.isError ? 'failed' : 'idle';
  return { state, error: mutation.error, run: () => mutation.mutate() };
}
