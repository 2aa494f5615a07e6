import type { QueryClient } from '@tanstack/react-query';
import { CATCH_UP_KINDS, type CatchUpKind, type ServerEvent } from '@startupsetu/server-core/contract/socket-events';
import { invalidateKeepingReadsOnTheirWay } from './query-client';
import type { Socket } from './socket';
import { startEachInItsOwnTask } from './yield-to-main';

/**
 * What each server event changes, as query key prefixes (their owners' keys; app/realtime-events.ts):
 * an event makes them stale, and a socket that missed events reads them again.
 */
export type EventKeys = Partial<Record<ServerEvent, readonly (readonly unknown[])[]>>;

/** Asks the server which of its user's events happened since each time; null when it cannot say. */
export type MissedEvents = (since: Partial<Record<CatchUpKind, number>>) => Promise<readonly CatchUpKind[] | null>;

/** The events the server answers for (its user's rows record them): apps/api's catch-up-socket.ts. */
const ANSWERED: readonly ServerEvent[] = CATCH_UP_KINDS;

/** How long the server may take to say what was missed before everything events change is read again. */
const ASK_TIMEOUT_MS = 5000;

/** Asks over `socket` (catchUp), waiting at most ASK_TIMEOUT_MS. */
export const askServerWhatWasMissed =
  (socket: Socket): MissedEvents =>
  (since) =>
    socket
      .timeout(ASK_TIMEOUT_MS)
      .emitWithAck('catchUp', { since, now: Date.now() })
      .then(
        (reply) => (reply.ok ? reply.missed : null),
        () => null,
      );

/**
 * The events whose reads are to be made again: those the server cannot answer for, and those it says
 * happened since the oldest read under their keys (a read on its way counts as made now: it was sent
 * before). An event none of whose reads is held is not asked about: there is nothing to correct.
 */
async function eventsMissed(queryClient: QueryClient, eventKeys: EventKeys, missedEvents: MissedEvents): Promise<ServerEvent[]> {
  const since: Partial<Record<CatchUpKind, number>> = {};
  for (const event of CATCH_UP_KINDS) {
    for (const key of eventKeys[event] ?? []) {
      for (const { state } of queryClient.getQueryCache().findAll({ queryKey: key })) {
        const readAt = state.fetchStatus === 'fetching' ? Date.now() : state.dataUpdatedAt;
        if (readAt > 0) since[event] = Math.min(since[event] ?? readAt, readAt);
      }
    }
  }
  const asked = Object.keys(since) as ServerEvent[];
  const missed: readonly ServerEvent[] = asked.length > 0 ? ((await missedEvents(since)) ?? asked) : [];
  return (Object.keys(eventKeys) as ServerEvent[]).filter((event) => !ANSWERED.includes(event) || missed.includes(event));
}

/**
 * What a socket that has just connected (the first time too) reads again, once. Of what events
 * change, what they changed while no event could reach the socket (before it connected, or while it
 * was down): the server says which of its user's events happened since the oldest read of each
 * (catchUp), and those reads are made again, on screen, or made stale, off it. Of the rest on screen,
 * anything may have been removed, hidden or edited meanwhile (DESIGN §7.2): what was answered before
 * the connection's session opened (`sessionOpenedAt`) is read again, but not a read still on its way
 * (it was answered after) nor what is off screen.
 */
export async function catchUpOnConnect(queryClient: QueryClient, sessionOpenedAt: number, eventKeys: EventKeys, missedEvents: MissedEvents): Promise<void> {
  const allEventKeys = Object.values(eventKeys).flat();
  const isEventKey = (queryKey: readonly unknown[]) => allEventKeys.some((key) => key.every((part, i) => queryKey[i] === part));
  const missed = (await eventsMissed(queryClient, eventKeys, missedEvents)).flatMap((event) => eventKeys[event] ?? []);
  // Each in a task of its own: together, on a phone's first connect, they were one long task of 70-115 ms.
  const invalidations = [
    ...missed.map((key) => () => invalidateKeepingReadsOnTheirWay(queryClient, { queryKey: key })),
    () =>
      invalidateKeepingReadsOnTheirWay(queryClient, {
        type: 'active',
        predicate: ({ queryKey, state }) => !isEventKey(queryKey) && state.fetchStatus !== 'fetching' && state.dataUpdatedAt < sessionOpenedAt,
      }),
  ];
  await Promise.all(startEachInItsOwnTask(invalidations, (invalidate) => invalidate()));
}
