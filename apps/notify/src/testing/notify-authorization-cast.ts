import type { Role } from '@startupsetu/server-core/db/schema';
import { answerConnectRequest, sendConnectRequest } from '@startupsetu/server-core/repositories/connect-requests-repository';
import { updateUserProfile } from '@startupsetu/server-core/repositories/users-repository';
import type { RouteSample } from '@startupsetu/server-core/testing/authorization-matrix';
import type { PrivateDataRules } from '@startupsetu/server-core/testing/private-data';
import { browserPushSubscription } from './push-subscriptions';
import { createUser, type NotifyTestServer, type TestUser } from './notify-test-server';

// The people of notify's authorization matrix (one per role, each with a phone and the investor a
// contact email as unique sentinels, and notifications of their own) and one valid request per
// route of notify. A route added to notify without a row here fails the coverage check.

export interface NotifyMember extends TestUser {
  role: Role;
  email: string;
  phone: string;
  contactEmail?: string;
  /** The pending request this member was sent (the Investor's, from the Cofounder), to answer. */
  receivedRequestId?: string;
  /** The pending request this member sent (the Hustler's, to the Cofounder), to withdraw. */
  sentRequestId?: string;
}

export type NotifyCast = Record<Role, NotifyMember>;

let counter = 0;

export async function seedNotifyCast(server: NotifyTestServer): Promise<NotifyCast> {
  const cast = {} as NotifyCast;
  for (const role of ['Hustler', 'Investor', 'Cofounder', 'Jobseeker'] as const) {
    counter += 1;
    const tag = `${counter}${Date.now().toString(36)}`;
    const email = `notify-${role.toLowerCase()}-${tag}@example.com`;
    const user = await createUser(server.db, role, `${role} ${tag}`, email);
    const phone = `+91-77${tag}`;
    const contactEmail = role === 'Investor' ? `fund-${tag}@private.example` : undefined;
    await updateUserProfile(server.db, user.id, (current) => ({ ...current, phoneno: phone, ...(contactEmail ? { contactEmail } : {}) }));
    cast[role] = { ...user, role, email, phone, contactEmail };
  }
  // Each member has an unread notification from the api (a comment on their video); the investor
  // has a pending connect request from the cofounder, the cofounder one from the hustler, and the
  // job seeker and the investor are connected.
  for (const member of Object.values(cast)) {
    await server.app.notifications.deliver({ userId: member.id, type: 'comment', message: `private note for ${member.role}`, actorId: null });
  }
  const toInvestor = await sendConnectRequest(server.db, { requesterId: cast.Cofounder.id, targetId: cast.Investor.id, kind: 'connect' });
  await server.app.notifications.deliver({
    userId: cast.Investor.id,
    type: 'connect',
    message: 'Cofounder wants to connect',
    actorId: cast.Cofounder.id,
    link: '/networking',
    requestId: toInvestor.request._id,
  });
  cast.Investor.receivedRequestId = toInvestor.request._id;
  cast.Hustler.sentRequestId = (await sendConnectRequest(server.db, { requesterId: cast.Hustler.id, targetId: cast.Cofounder.id, kind: 'connect' })).request._id;
  const toJobseeker = await sendConnectRequest(server.db, { requesterId: cast.Investor.id, targetId: cast.Jobseeker.id, kind: 'connect' });
  await answerConnectRequest(server.db, { requestId: toJobseeker.request._id, userId: cast.Jobseeker.id, action: 'accept' });
  return cast;
}

export type NotifyRouteSample = RouteSample<Role>;

/** `cast` is read only when a request is built, so the table exists before the suite seeds it. */
export function notifyRouteSamples(cast: () => NotifyCast): NotifyRouteSample[] {
  const get = (path: string) => () => ({ path });
  return [
    { method: 'GET', path: '/healthz', access: 'public', status: 200, request: get('/healthz') },
    { method: 'GET', path: '/readyz', access: 'public', status: 200, request: get('/readyz') },
    { method: 'GET', path: '/metrics', access: 'operator', status: 200, request: get('/metrics') },
    { method: 'GET', path: '/openapi.json', access: 'public', status: 200, documentsSchemas: true, request: get('/openapi.json') },
    { method: 'GET', path: '/api/Notifications', access: 'user', status: 200, request: get('/api/Notifications') },
    { method: 'GET', path: '/api/Notifications/unread-count', access: 'user', status: 200, request: get('/api/Notifications/unread-count') },
    { method: 'PUT', path: '/api/Notifications/read', access: 'user', status: 200, request: () => ({ path: '/api/Notifications/read', json: { ids: [] } }) },
    {
      method: 'POST',
      path: '/api/connects/hustlertoinvestor',
      access: 'user',
      caller: 'Hustler',
      status: 201,
      request: () => ({ path: '/api/connects/hustlertoinvestor', json: { investorId: cast().Investor.id } }),
    },
    {
      method: 'POST',
      path: '/api/connects/request',
      access: 'user',
      caller: 'Jobseeker',
      status: 201,
      request: () => ({ path: '/api/connects/request', json: { targetId: cast().Cofounder.id } }),
    },
    { method: 'GET', path: '/api/connects/requests', access: 'user', caller: 'Investor', status: 200, request: get('/api/connects/requests?box=received') },
    {
      method: 'PUT',
      path: '/api/connects/requests/:id',
      access: 'user',
      caller: 'Investor',
      status: 200,
      request: () => ({ path: `/api/connects/requests/${cast().Investor.receivedRequestId}`, json: { action: 'accept' } }),
    },
    {
      method: 'DELETE',
      path: '/api/connects/requests/:id',
      access: 'user',
      caller: 'Hustler',
      status: 200,
      request: () => ({ path: `/api/connects/requests/${cast().Hustler.sentRequestId}` }),
    },
    { method: 'GET', path: '/api/connects/connections', access: 'user', caller: 'Jobseeker', status: 200, request: get('/api/connects/connections') },
    {
      method: 'DELETE',
      path: '/api/connects/connections/:userId',
      access: 'user',
      caller: 'Jobseeker',
      status: 200,
      request: () => ({ path: `/api/connects/connections/${cast().Investor.id}` }),
    },
    { method: 'GET', path: '/api/push/key', access: 'user', status: 200, request: get('/api/push/key') },
    { method: 'POST', path: '/api/push/subscriptions', access: 'user', status: 201, request: () => ({ path: '/api/push/subscriptions', json: browserPushSubscription() }) },
    {
      method: 'DELETE',
      path: '/api/push/subscriptions',
      access: 'user',
      status: 200,
      request: () => ({ path: '/api/push/subscriptions', json: { endpoint: 'https://fcm.googleapis.com/fcm/send/matrix' } }),
    },
    { method: 'GET', path: '/api/push/preferences', access: 'user', status: 200, request: get('/api/push/preferences') },
    { method: 'PUT', path: '/api/push/preferences', access: 'user', status: 200, request: () => ({ path: '/api/push/preferences', json: { ignites: true } }) },
  ];
}

/** What a reply to `caller` must not hold (see private-data.ts); notify shows no one's email. */
export function notifyRules(server: NotifyTestServer, cast: NotifyCast, caller: NotifyMember | undefined): PrivateDataRules {
  const everyone = Object.values(cast);
  return {
    forbidden: [
      server.config.jwtSecret,
      server.config.internalSecret,
      ...everyone.flatMap((m) => [m.phone, m.contactEmail ?? '', m.id === caller?.id ? '' : m.token]),
    ].filter(Boolean),
    othersEmails: everyone.filter((m) => m.id !== caller?.id).map((m) => m.email),
    allowOthersEmails: false,
    ownTokens: [],
  };
}
