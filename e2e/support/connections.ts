import { expect, type APIRequestContext } from '@playwright/test';
import type { ApiAccount } from './profiles';

/**
 * Connects two people through the API (`a` asks, `b` accepts): connected people message each other
 * freely, while a message to a stranger is a request (DESIGN §7.4).
 */
export async function apiConnect(request: APIRequestContext, a: Pick<ApiAccount, 'id' | 'token'>, b: Pick<ApiAccount, 'id' | 'token'>): Promise<void> {
  const asked = await request.post('/api/connects/request', { headers: { Authorization: `Bearer ${a.token}` }, data: { targetId: b.id } });
  expect(asked.ok(), `connect request: ${asked.status()} ${await asked.text()}`).toBe(true);
  const { request: sent } = (await asked.json()) as { request: { _id: string; status: string } };
  if (sent.status === 'accepted') return;
  const answered = await request.put(`/api/connects/requests/${sent._id}`, { headers: { Authorization: `Bearer ${b.token}` }, data: { action: 'accept' } });
  expect(answered.ok(), `connect answer: ${answered.status()} ${await answered.text()}`).toBe(true);
}

/** Marks all of the account's notifications read (a connection's own notifications, when a test counts unread things). */
export async function apiReadAllNotifications(request: APIRequestContext, account: Pick<ApiAccount, 'token'>): Promise<void> {
  const headers = { Authorization: `Bearer ${account.token}` };
  await expect
    .poll(async () => {
      await request.put('/api/Notifications/read', { headers, data: {} });
      const response = await request.get('/api/Notifications/unread-count', { headers });
      return ((await response.json()) as { count: number }).count;
    })
    .toBe(0);
}

/**
 * `from` writes `text` to `to`, who accepts the message request, without a connection (so without
 * the notifications a connection makes): both show their email to everyone, so each finds the
 * other's chat by email in 'Your Chats' as before DESIGN §7.4, and `to` hears from everyone.
 */
export async function apiAcceptedChat(
  request: APIRequestContext,
  from: Pick<ApiAccount, 'id' | 'token'>,
  to: Pick<ApiAccount, 'id' | 'token'>,
  text: string,
): Promise<void> {
  const as = (account: Pick<ApiAccount, 'token'>) => ({ Authorization: `Bearer ${account.token}` });
  for (const [account, data] of [
    [from, { emailVisibility: 'everyone' }],
    [to, { emailVisibility: 'everyone', messagesFrom: 'everyone' }],
  ] as const) {
    const set = await request.put('/api/settings/privacy', { headers: as(account), data });
    expect(set.ok(), `privacy: ${set.status()} ${await set.text()}`).toBe(true);
  }
  const sent = await request.post('/api/messages', { headers: as(from), data: { receiverId: to.id, text } });
  expect(sent.status(), await sent.text()).toBe(201);
  const accepted = await request.put(`/api/messages/requests/${from.id}`, { headers: as(to), data: { action: 'accept' } });
  // 404: they were connected, or had written first (no request to accept).
  expect([200, 404], await accepted.text()).toContain(accepted.status());
}
