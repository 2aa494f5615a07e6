import type { Database } from '@startupsetu/server-core/db/database';
import { bearer, readJson } from './notify-test-server';

// Calls of /api/connects/* for tests, and what the database holds between two people.

export interface Answer {
  status: number;
  body: any;
}

export async function call(baseUrl: string, method: string, path: string, token: string | undefined, body?: unknown): Promise<Answer> {
  const response = await fetch(baseUrl + path, {
    method,
    headers: { ...(token ? bearer(token) : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await readJson(response) };
}

export function connectClient(baseUrl: () => string) {
  return {
    request: (token: string | undefined, targetId: string, note?: string) =>
      call(baseUrl(), 'POST', '/api/connects/request', token, { targetId, ...(note === undefined ? {} : { note }) }),
    ignite: (token: string | undefined, investorId: string) => call(baseUrl(), 'POST', '/api/connects/hustlertoinvestor', token, { investorId }),
    answer: (token: string | undefined, requestId: string, action: string) =>
      call(baseUrl(), 'PUT', `/api/connects/requests/${requestId}`, token, { action }),
    withdraw: (token: string | undefined, requestId: string) => call(baseUrl(), 'DELETE', `/api/connects/requests/${requestId}`, token),
    requests: (token: string | undefined, query = '?box=received') => call(baseUrl(), 'GET', `/api/connects/requests${query}`, token),
    connections: (token: string | undefined, query = '') => call(baseUrl(), 'GET', `/api/connects/connections${query}`, token),
    remove: (token: string | undefined, userId: string) => call(baseUrl(), 'DELETE', `/api/connects/connections/${userId}`, token),
    notifications: async (token: string) => (await call(baseUrl(), 'GET', '/api/Notifications?limit=100', token)).body as any[],
  };
}

/** The requests between two people (either way) and the rows of their connection. */
export async function pairState(db: Database, a: string, b: string) {
  const requests = await db
    .selectFrom('connect_requests')
    .select(['id', 'kind', 'status', 'requester_id', 'target_id'])
    .where((eb) =>
      eb.or([eb.and([eb('requester_id', '=', a), eb('target_id', '=', b)]), eb.and([eb('requester_id', '=', b), eb('target_id', '=', a)])]),
    )
    .orderBy('id')
    .execute();
  const connectionRows = await db
    .selectFrom('connections')
    .select(['user_id', 'peer_id'])
    .where((eb) => eb.or([eb.and([eb('user_id', '=', a), eb('peer_id', '=', b)]), eb.and([eb('user_id', '=', b), eb('peer_id', '=', a)])]))
    .execute();
  return { requests, pending: requests.filter((r) => r.status === 'pending'), connectionRows: connectionRows.length };
}
