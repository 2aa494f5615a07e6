import type { Database } from '@startupsetu/server-core/db/database';
import { CATCH_UP_KINDS as KINDS, type CatchUpKind } from '@startupsetu/server-core/contract/socket-events';
import type { FastifyInstance } from 'fastify';
import { eventArguments, socketUser, withinBudget } from '../../plugins/realtime';

export const CATCH_UP_EVENT = 'catchUp';

/**
 * How much earlier than the client's clock says an event may have happened and still be counted
 * missed: the two clocks are compared over one trip, whose latency (and a read's own time on its way)
 * this covers. Erring early only costs a read the client would have made anyway.
 */
export const CATCH_UP_MARGIN_MS = 5000;

type Since = Partial<Record<CatchUpKind, number>>;

type CatchUpRequest = { since: Since; clientNow: number } | { error: string };

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** `{ since: { receiveMessage?, notification? }, now }`, times in the client's milliseconds; or what is wrong. */
function parseCatchUp(payload: unknown): CatchUpRequest {
  const request = typeof payload === 'object' && payload !== null ? (payload as { since?: unknown; now?: unknown }) : {};
  if (!isTime(request.now)) return { error: 'now must be the time on the client, in milliseconds' };
  if (typeof request.since !== 'object' || request.since === null || Array.isArray(request.since)) return { error: 'since must map an event to a time' };
  const since: Since = {};
  for (const [kind, time] of Object.entries(request.since)) {
    if (!KINDS.includes(kind as CatchUpKind)) return { error: `since names no event '${kind}': ${KINDS.join(' or ')}` };
    if (!isTime(time) || time > request.now) return { error: `since.${kind} must be a time no later than now` };
    since[kind as CatchUpKind] = time;
  }
  return { since, clientNow: request.now };
}

/** The smallest id made at or after `time` (ids begin with their milliseconds in 12 hex digits: server-core/ids.ts). */
const firstIdAt = (time: number) => Math.max(0, Math.floor(time)).toString(16).padStart(12, '0');

/** Whether the user has had an event of `kind` at or after `time` (server milliseconds): one index probe each. */
async function hadEventSince(db: Database, userId: string, kind: CatchUpKind, time: number): Promise<boolean> {
  const from = firstIdAt(time);
  const row =
    kind === 'receiveMessage'
      ? // Every message either way updates its two chat summaries in the same write.
        await db.selectFrom('chat_summaries').select('user_id').where('user_id', '=', userId).where('last_message_id', '>=', from).limit(1).executeTakeFirst()
      : await db.selectFrom('notifications').select('user_id').where('user_id', '=', userId).where('id', '>=', from).limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * `catchUp({ since, now }, ack)`: a socket that has just connected asks which of its user's events
 * it may have missed since the reads it holds were made (`since`, per event), and reads again only
 * those (lib/realtime.tsx). Answers `{ ok: true, missed: [...] }`. Counted in the budget of
 * subscriptions, as a connect is.
 */
export function registerCatchUpEvent(app: FastifyInstance) {
  app.io.on('connection', (socket) => {
    const userId = socketUser(socket).id;
    socket.on(CATCH_UP_EVENT, (...args: unknown[]) => {
      const { payload, reply } = eventArguments(args);
      const answer = async () => {
        if (!(await withinBudget(app, socket, 'subscription', reply))) return;
        const request = parseCatchUp(payload);
        if ('error' in request) {
          reply({ ok: false, message: request.error, status: 400 });
          return;
        }
        const skew = Date.now() - request.clientNow;
        const asked = Object.entries(request.since) as Array<[CatchUpKind, number]>;
        const had = await Promise.all(asked.map(([kind, time]) => hadEventSince(app.db, userId, kind, time + skew - CATCH_UP_MARGIN_MS)));
        reply({ ok: true, missed: asked.filter((_, i) => had[i]).map(([kind]) => kind) });
      };
      answer().catch((error: unknown) => {
        app.log.warn({ err: error, userId }, 'catch-up failed');
        reply({ ok: false, message: 'Could not tell what was missed' });
      });
    });
  });
}
