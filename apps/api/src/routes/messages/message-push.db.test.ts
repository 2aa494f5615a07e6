import { newId } from '@startupsetu/server-core/ids';
import { pushSessionTag } from '@startupsetu/server-core/push/push-session-tag';
import { updateUserProfile } from '@startupsetu/server-core/repositories/users-repository';
import { connectPeople } from '@startupsetu/server-core/testing/connections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, postJson, signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../../testing/api-test-server';

let server: ApiTestServer;
let asha: TestAccount;
let bala: TestAccount;

beforeAll(async () => {
  server = await startApiTestServer();
  asha = await signUp(server.baseUrl, { role: 'Hustler', email: 'asha@push.example.com' });
  bala = await signUp(server.baseUrl, { role: 'Investor', email: 'bala@push.example.com' });
  await updateUserProfile(server.db, asha.id, () => ({ Username: 'Asha' }));
  await connectPeople(server.db, asha.id, bala.id);
  // Bala's phone is subscribed in Bala's session (as notify's POST /api/push/subscriptions stores it).
  await server.db
    .insertInto('push_subscriptions')
    .values({ id: newId(), user_id: bala.id, session_id: bala.sessionId, endpoint: 'https://fcm.googleapis.com/fcm/send/bala', p256dh: 'key', auth: 'secret', created_at: new Date().toISOString() })
    .execute();
});

afterAll(async () => {
  await server.close();
});

describe('a message queues a push to the receiver', () => {
  it("with the sender's name, the words, the chat to open, one tag per chat and the unread badge", async () => {
    const response = await postJson(server.baseUrl, '/api/messages', { receiverId: bala.id, text: 'Can we talk about the term sheet?' }, bearer(asha.accessToken));
    expect(response.status).toBe(201);
    const queued = await server.db.selectFrom('push_deliveries').select(['payload', 'urgency', 'topic']).execute();
    expect(queued).toHaveLength(1);
    expect(JSON.parse(queued[0]!.payload)).toEqual({
      title: 'Message from Asha',
      body: 'Can we talk about the term sheet?',
      url: `/messages?with=${asha.id}`,
      tag: `chat-${asha.id}`,
      badge: 1,
      session: pushSessionTag(bala.sessionId),
    });
    expect([queued[0]!.urgency, queued[0]!.topic]).toEqual(['high', `m${asha.id}`]);
  });

  it("announces a stranger's first message as a message request, without its words, opening the Requests", async () => {
    await server.db.deleteFrom('push_deliveries').execute();
    const stranger = await signUp(server.baseUrl, { role: 'Hustler', email: 'chandra@push.example.com' });
    await updateUserProfile(server.db, stranger.id, () => ({ Username: 'Chandra' }));
    await server.db.updateTable('users').set({ messages_from: 'everyone' }).where('id', '=', bala.id).execute();
    const text = 'Pay the due-diligence fee to pitch';
    expect((await postJson(server.baseUrl, '/api/messages', { receiverId: bala.id, text }, bearer(stranger.accessToken))).status).toBe(201);
    const queued = await server.db.selectFrom('push_deliveries').select('payload').execute();
    expect(queued).toHaveLength(1);
    const payload = JSON.parse(queued[0]!.payload);
    expect(payload).toMatchObject({ title: 'Message request from Chandra', url: '/messages', tag: `chat-${stranger.id}` });
    expect(payload.body).not.toContain(text);
  });

  it('queues nothing for a receiver with no browser subscribed', async () => {
    await server.db.deleteFrom('push_deliveries').execute();
    expect((await postJson(server.baseUrl, '/api/messages', { receiverId: asha.id, text: 'Yes, at 5?' }, bearer(bala.accessToken))).status).toBe(201);
    expect(await server.db.selectFrom('push_deliveries').select('id').execute()).toEqual([]);
  });
});
