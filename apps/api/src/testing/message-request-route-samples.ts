import type { Database } from '@startupsetu/server-core/db/database';
import type { Role } from '@startupsetu/server-core/db/schema';
import { insertUser } from '@startupsetu/server-core/repositories/users-repository';
import type { ApiTestServer, TestAccount } from './api-test-server';
import type { ApiRouteSample } from './api-route-samples';
import type { Cast } from './authorization-cast';
import { insertMessage } from '../routes/messages/messages-repository';
import { openRequest } from '../routes/messages/message-requests-repository';

// Message requests in the authorization matrices (DESIGN §7.4). The hustler decides the investor's
// request (the cast's 'hello hustler' opens one); a decision may be made again, so every valid call
// answers 200.

/**
 * For seedCast, right after the members are made and before they write to each other: every member
 * hears from everyone and has accepted every other member's request (no connection: those change
 * what the members see of each other), so the cast's chats are chats as before DESIGN §7.4; and
 * someone outside the cast has a request pending with the hustler, for the Requests list to show.
 */
export async function seedMessageRequestCast(server: ApiTestServer, members: Record<Role, TestAccount>): Promise<void> {
  const people = Object.values(members);
  for (const recipient of people) for (const sender of people) if (sender !== recipient) await letWrite(server.db, sender.id, recipient.id);
  const stranger = await insertUser(server.db, { email: `request-sender-${Date.now()}@example.com`, passwordHash: 'none', role: 'Cofounder' });
  await openRequest(server.db, members.Hustler.id, stranger.id);
  await insertMessage(server.db, { senderId: stranger.id, receiverId: members.Hustler.id, text: 'A request for the hustler' });
}

/**
 * For tests written before DESIGN §7.4 that have strangers write to each other freely: the
 * recipient hears from everyone and has accepted the sender's request, without a connection (a
 * connection also changes what each sees of the other).
 */
export async function letWrite(db: Database, senderId: string, recipientId: string): Promise<void> {
  await db.updateTable('users').set({ messages_from: 'everyone' }).where('id', '=', recipientId).execute();
  const now = new Date().toISOString();
  await db
    .insertInto('message_requests')
    .values({ recipient_id: recipientId, sender_id: senderId, status: 'accepted', created_at: now, decided_at: now })
    .onConflict((conflict) => conflict.columns(['recipient_id', 'sender_id']).doUpdateSet({ status: 'accepted', decided_at: now }))
    .execute();
}

export function messageRequestRouteSamples(cast: () => Cast): ApiRouteSample[] {
  return [
    {
      method: 'GET',
      path: '/api/messages/requests',
      access: 'user',
      status: 200,
      request: () => ({ path: '/api/messages/requests' }),
    },
    {
      method: 'PUT',
      path: '/api/messages/requests/:userId',
      access: 'user',
      caller: 'Hustler',
      status: 200,
      request: () => ({ path: `/api/messages/requests/${cast().members.Investor.id}`, json: { action: 'accept' } }),
    },
  ];
}
