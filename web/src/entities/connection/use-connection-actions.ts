import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import {
  answerRequest,
  CONNECTION_QUERY_KEYS,
  connectionAfterRequest,
  igniteInvestor,
  removeConnection,
  sendConnectRequest,
  withdrawRequest,
  type Answer,
} from './connections';
import { usePendingWrites } from '../../lib/outbox-snapshot';
import type { Connection, User } from '../../types/api';

export type ConnectionStep = 'connect' | 'ignite' | 'accept' | 'decline' | 'withdraw' | 'remove';

/** What the person's buttons show: the server's state, or what this page changed since it was read. */
export interface ConnectionView {
  connection: Connection;
  requestId?: string;
  /** A step made offline, waiting in the outbox. */
  waiting?: ConnectionStep;
}

type Person = Pick<User, '_id' | 'connection' | 'requestId'>;

/** The state after a step the server applied. */
function stateAfter(step: ConnectionStep, reply: unknown): Pick<ConnectionView, 'connection' | 'requestId'> {
  switch (step) {
    case 'connect':
    case 'ignite': {
      const answer = reply as Parameters<typeof connectionAfterRequest>[0];
      const connection = connectionAfterRequest(answer);
      return { connection, requestId: connection === 'sent' ? answer.request?._id : undefined };
    }
    case 'accept':
      return { connection: 'connected' };
    default:
      return { connection: 'none' };
  }
}

function run(step: ConnectionStep, person: Person, requestId: string | undefined) {
  switch (step) {
    case 'connect':
      return sendConnectRequest(person._id);
    case 'ignite':
      return igniteInvestor(person._id);
    case 'accept':
    case 'decline':
      return answerRequest(requestId ?? '', step as Answer, person._id);
    case 'withdraw':
      return withdrawRequest(requestId ?? '', person._id);
    case 'remove':
      return removeConnection(person._id);
  }
}

/**
 * A person's connection and the steps the viewer can take with them. A step answered by the server
 * shows at once and every screen that shows people is read again; one made offline shows as waiting
 * until the outbox has sent it; a refusal says why (a 409 means the state moved on: it is re-read).
 */
export function useConnectionActions(person: Person) {
  const queryClient = useQueryClient();
  // What a step changed, with the server state it changed: once a read brings another state, the server's wins.
  const [changed, setChanged] = useState<(Pick<ConnectionView, 'connection' | 'requestId'> & { from: string }) | null>(null);
  const server = { connection: person.connection ?? 'none', requestId: person.requestId };
  const fromKey = `${server.connection}:${server.requestId ?? ''}`;
  const requests = usePendingWrites('connect', 'targetId', person._id);
  const ignites = usePendingWrites('ignite', 'targetId', person._id);
  const answers = usePendingWrites('connect-answer', 'personId', person._id);
  const withdrawals = usePendingWrites('connect-withdraw', 'personId', person._id);
  const removals = usePendingWrites('connection-remove', 'personId', person._id);

  const base = changed && changed.from === fromKey ? changed : server;
  const mutation = useMutation({
    mutationFn: async (step: ConnectionStep) => ({ step, result: await run(step, person, base.requestId) }),
    // Offline the call still runs: it is what queues the step.
    networkMode: 'always',
    onSuccess: ({ step, result }) => {
      if (result.queued) return;
      setChanged({ ...stateAfter(step, result.data), from: fromKey });
      for (const key of CONNECTION_QUERY_KEYS) void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => {
      console.error('Connection step failed', error);
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        setChanged(null);
        for (const key of CONNECTION_QUERY_KEYS) void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });

  let waiting: ConnectionStep | undefined;
  if (requests.length) waiting = 'connect';
  else if (ignites.length) waiting = 'ignite';
  else if (answers.length) waiting = answers[answers.length - 1]!.meta.action === 'decline' ? 'decline' : 'accept';
  else if (withdrawals.length) waiting = 'withdraw';
  else if (removals.length) waiting = 'remove';

  const view: ConnectionView = { connection: base.connection, requestId: base.requestId, waiting };
  const error = mutation.error instanceof ApiError && mutation.error.message ? mutation.error.message : mutation.error ? 'Something went wrong. Please try again.' : null;
  return {
    view,
    busy: mutation.isPending ? mutation.variables : undefined,
    error,
    act: (step: ConnectionStep) => mutation.mutate(step),
  };
}
