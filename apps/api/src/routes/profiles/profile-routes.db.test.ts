import { signSessionToken } from '@startupsetu/server-core/testing/session-tokens';
import { SESSION_ENDED } from '@startupsetu/server-core/tokens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  readJson,
  signUp,
  startApiTestServer,
  TEST_JWT_SECRET,
  type ApiTestServer,
} from '../../testing/api-test-server';

let server: ApiTestServer;

beforeAll(async () => {
  server = await startApiTestServer();
});

afterAll(async () => {
  await server.close();
});

function getUser(headers: Record<string, string> = {}) {
  return fetch(`${server.baseUrl}/api/userprofile/getUser`, { headers });
}

describe('GET /api/userprofile/getUser', () => {
  it('answers the signed-in user, with the id that sign-in gave', async () => {
    const account = await signUp(server.baseUrl, { email: 'Profile.Owner@Example.com', role: 'Cofounder' });
    const response = await getUser(bearer(account.accessToken));
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({
      success: true,
      message: 'User fetched',
      user: {
        _id: account.id,
        email: 'profile.owner@example.com',
        role: 'Cofounder',
        verified: false,
        badges: [],
        profiledetails: { profilePic: null },
        moderator: false,
        emailVerified: true,
      },
    });
  });

  it('answers the stored profile details and a /media URL for the picture', async () => {
    const account = await signUp(server.baseUrl);
    await server.db
      .updateTable('users')
      .set({ profile: JSON.stringify({ Username: 'asha', skills: ['Networking'] }), profile_pic: 'images/abc.png' })
      .where('id', '=', account.id)
      .execute();
    const body = await readJson(await getUser(bearer(account.accessToken)));
    expect(body.user.profiledetails).toEqual({ Username: 'asha', skills: ['Networking'], profilePic: '/media/images/abc.png' });
  });
});

describe('bearer token check', () => {
  it.each([
    ['no Authorization header', {}, 'No token provided'],
    ['an Authorization header that is not Bearer', { authorization: 'Basic dXNlcjpwYXNz' }, 'No token provided'],
    ['a token that is not a JWT', { authorization: 'Bearer not-a-jwt' }, 'Invalid token'],
  ])('answers 401 for %s', async (_case, headers, message) => {
    const response = await getUser(headers);
    expect(response.status).toBe(401);
    expect(await readJson(response)).toEqual({ success: false, message, error: 'Unauthorized' });
  });

  it('answers 401 for a token signed with another secret', async () => {
    const account = await signUp(server.baseUrl);
    const forged = await signSessionToken(server.db, 'someone-elses-secret', account);
    const response = await getUser(bearer(forged));
    expect(response.status).toBe(401);
    expect((await readJson(response)).message).toBe('Invalid token');
  });

  it('answers 401 for an expired token', async () => {
    const account = await signUp(server.baseUrl);
    const expired = await signSessionToken(server.db, TEST_JWT_SECRET, account, { expiresIn: '-1h' });
    const response = await getUser(bearer(expired));
    expect(response.status).toBe(401);
    expect((await readJson(response)).message).toBe('Token expired');
  });

  it('answers 401 when the token belongs to a user who no longer exists (their sessions went with them)', async () => {
    const account = await signUp(server.baseUrl);
    await server.db.deleteFrom('users').where('id', '=', account.id).execute();
    const response = await getUser(bearer(account.accessToken));
    expect(response.status).toBe(401);
    expect((await readJson(response)).message).toBe(SESSION_ENDED);
  });
});
