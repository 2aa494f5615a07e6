import type { Database } from '@startupsetu/server-core/db/database';
import { answerConnectRequest, sendConnectRequest } from '@startupsetu/server-core/repositories/connect-requests-repository';
import type { DemoRequest } from './demo-community';
import type { SeededPerson } from './seed-demo-people';

// The demo's connect and ignite requests through the same repository as notify's routes: a pending
// request with its notification (link to the Network page), and for some an acceptance (a
// connection, and the requester told, with a link to the chat). A request the pair already has is
// left as it is, so a second run changes nothing.

export interface SeedEvent {
  hoursAgo: number;
  run(): Promise<void>;
}

export interface RequestSeedContext {
  db: Database;
  person(key: string): SeededPerson;
  at(hoursAgo: number): string;
  /** Stores a notification as notify would, backdated and read as told; false when it was there. */
  notify(
    input: { userId: string; type: string; message: string; actorId: string; link: string; requestId?: string },
    hoursAgo: number,
    read: boolean,
  ): Promise<boolean>;
  added: { requests: number; connections: number };
}

/** Events on the demo's timeline: each request, then (later) its acceptance. */
export function requestEvents(context: RequestSeedContext, requests: readonly DemoRequest[]): SeedEvent[] {
  const { db, person, at } = context;
  const find = (request: DemoRequest) =>
    db
      .selectFrom('connect_requests')
      .select(['id', 'status'])
      .where('requester_id', '=', person(request.from).id)
      .where('target_id', '=', person(request.to).id)
      .executeTakeFirst();

  const events: SeedEvent[] = [];
  for (const request of requests) {
    const from = person(request.from);
    const to = person(request.to);
    events.push({
      hoursAgo: request.hoursAgo,
      async run() {
        if (await find(request)) return;
        const sent = await sendConnectRequest(db, { requesterId: from.id, targetId: to.id, kind: request.type });
        if (sent.outcome !== 'created') throw new Error(`The demo request ${request.from} → ${request.to} meets another one`);
        await db.updateTable('connect_requests').set({ created_at: at(request.hoursAgo), updated_at: at(request.hoursAgo) }).where('id', '=', sent.request._id).execute();
        context.added.requests += 1;
        const message = request.type === 'ignite' ? `${from.name} ignited your interest in their startup` : `${from.name} wants to connect with you`;
        const link = { link: '/networking', requestId: sent.request._id };
        await context.notify({ userId: to.id, type: request.type, message, actorId: from.id, ...link }, request.hoursAgo, request.read ?? false);
      },
    });
    const acceptedHoursAgo = request.acceptedHoursAgo;
    if (acceptedHoursAgo === undefined) continue;
    events.push({
      hoursAgo: acceptedHoursAgo,
      async run() {
        const found = await find(request);
        if (!found || found.status !== 'pending') return;
        await answerConnectRequest(db, { requestId: found.id, userId: to.id, action: 'accept' });
        await db.updateTable('connect_requests').set({ updated_at: at(acceptedHoursAgo) }).where('id', '=', found.id).execute();
        await db.updateTable('connections').set({ created_at: at(acceptedHoursAgo) }).where('request_id', '=', found.id).execute();
        context.added.connections += 1;
        const message = `${to.name} accepted your request to connect`;
        const link = { link: `/messages?with=${to.id}`, requestId: found.id };
        await context.notify({ userId: from.id, type: 'connect_accepted', message, actorId: to.id, ...link }, acceptedHoursAgo, true);
      },
    });
  }
  return events;
}
