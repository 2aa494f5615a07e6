import { signSessionToken } from '@startupsetu/server-core/testing/session-tokens';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../testing/api-test-server';
import { pollingHandshake, signedIn, socketPool } from '../testing/sockets';

let server: ApiTestServer;
let account: TestAccount;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startApiTestServer();
  account = await signUp(server.baseUrl);
});

const pool = socketPool(() => server.baseUrl);

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  pool.closeAll();
});

afterAll(async () => {
  await server.close();
});

/** A client whose handshake carries `query` and whose CONNECT packet carries `auth`. */
function open({ query = {}, auth = {} }: { query?: Record<string, string>; auth?: Record<string, unknown> }, transports: string[] = ['websocket']): Socket {
  const socket = connect(server.baseUrl, { path: '/socket.io', query, auth, transports, reconnection: false, forceNew: true });
  sockets.push(socket);
  return socket;
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}

function refused(socket: Socket): Promise<Error> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected without a valid token')));
    socket.once('connect_error', (error) => resolve(error));
  });
}

describe('realtime channel', () => {
  it.each([[['websocket']], [['polling', 'websocket']]])('accepts a valid token over %j', async (transports) => {
    const socket = open(signedIn(account.accessToken), transports);
    await connected(socket);
    expect(socket.connected).toBe(true);
  });

  it('accepts the token in the handshake alone, without the CONNECT packet repeating it', async () => {
    await connected(open({ query: { token: account.accessToken } }));
  });

  it("acks join with the token's own user id", async () => {
    const socket = open(signedIn(account.accessToken));
    await connected(socket);
    await expect(socket.emitWithAck('join', account.id)).resolves.toEqual({ ok: true });
  });

  it('refuses join with another user id', async () => {
    const other = await signUp(server.baseUrl);
    const socket = open(signedIn(account.accessToken));
    await connected(socket);
    await expect(socket.emitWithAck('join', other.id)).resolves.toEqual({ ok: false, message: 'Forbidden' });

    // Nothing was joined: an event for the other user does not reach this socket, while one
    // for the socket's own user does (it is in its own room from the start).
    const received: unknown[] = [];
    socket.on('connectionRemoved', (payload) => received.push(payload));
    server.app.realtime.toUser(other.id, 'connectionRemoved', { userId: 'for-other' });
    server.app.realtime.toUser(account.id, 'connectionRemoved', { userId: 'for-me' });
    await new Promise<void>((resolve) => socket.once('connectionRemoved', () => resolve()));
    await socket.emitWithAck('join', account.id); // one more round trip so a stray event would be here
    expect(received).toEqual([{ userId: 'for-me' }]);
  });

  it.each([
    ['a token that is not a JWT', { token: 'garbage' }],
    ['a token of the wrong type', { token: 42 }],
  ])('refuses a CONNECT packet that names %s after a valid handshake', async (_case, auth) => {
    const error = await refused(open({ query: { token: account.accessToken }, auth }));
    expect(error.message).toBe('Unauthorized');
  });

  it("refuses a CONNECT packet that names another account's valid token than the handshake's", async () => {
    const other = await signUp(server.baseUrl);
    const error = await refused(open({ query: { token: account.accessToken }, auth: { token: other.accessToken } }));
    expect(error.message).toBe('Unauthorized');
  });

  it('refuses a token signed with another secret', async () => {
    const forged = await signSessionToken(server.db, 'not-the-server-secret', account);
    await refused(open(signedIn(forged)));
  });
});

describe('the handshake', () => {
  /** How many sessions engine.io opens while `run` runs. */
  async function sessionsOpenedDuring(run: () => Promise<void>): Promise<number> {
    let opened = 0;
    const count = () => (opened += 1);
    server.app.io.engine.on('connection', count);
    try {
      await run();
    } finally {
      server.app.io.engine.off('connection', count);
    }
    return opened;
  }

  it.each([
    ['an Authorization header', (token: string) => ({ headers: { authorization: `Bearer ${token}` } })],
    ['the query', (token: string) => ({ query: `&token=${encodeURIComponent(token)}` })],
  ])('carrying a token that is not valid in %s gets no session at all', async (_where, carry) => {
    const forged = await signSessionToken(server.db, 'not-the-server-secret', account);
    const opened = await sessionsOpenedDuring(async () => {
      for (const token of ['garbage', forged, `${account.accessToken}x`]) {
        const refused = await pollingHandshake(server.baseUrl, carry(token));
        expect(refused.status).toBe(403);
        expect(JSON.parse(refused.body)).toMatchObject({ message: 'Unauthorized' });
      }
    });
    expect(opened).toBe(0);
  });

  it('without any token gets a 403 and no session at all, though its CONNECT packet would carry one', async () => {
    const opened = await sessionsOpenedDuring(async () => {
      const refused = await pollingHandshake(server.baseUrl);
      expect(refused.status).toBe(403);
      expect(JSON.parse(refused.body)).toMatchObject({ message: 'Unauthorized' });
      for (const transports of [['websocket'], ['polling']]) {
        const attempt = await pool.attempt({ transports, auth: { token: account.accessToken } });
        expect(attempt.error).toBeDefined();
      }
    });
    expect(opened).toBe(0);
  });

  it('signs in with a valid token carried by the handshake itself (a header, or the query for a browser websocket)', async () => {
    const overPolling = await pool.attempt({ transports: ['polling'], extraHeaders: { authorization: `Bearer ${account.accessToken}` } });
    expect(overPolling.error).toBeUndefined();
    const overWebsocket = await pool.attempt({ transports: ['websocket'], query: { token: account.accessToken } });
    expect(overWebsocket.error).toBeUndefined();
    await expect(overWebsocket.socket.emitWithAck('join', account.id)).resolves.toEqual({ ok: true });
  });

  it('closes a session whose sign-in is refused at once, though its client would keep it open', async () => {
    // engine.io's long-polling spoken by hand: socket.io's own client closes such a session itself.
    const closed = new Promise<string>((resolve) =>
      server.app.io.engine.once('connection', (session: { once(event: 'close', listener: (reason: string) => void): void }) =>
        session.once('close', resolve),
      ),
    );
    const { sid } = await pollingHandshake(server.baseUrl, { token: account.accessToken });
    const session = `${server.baseUrl}/socket.io/?EIO=4&transport=polling&sid=${sid}`;
    expect((await fetch(session, { method: 'POST', body: '40{"token":"garbage"}' })).status).toBe(200);
    expect(await (await fetch(session)).text()).toContain('44{"message":"Unauthorized"}');
    expect(await closed).toBe('forced close');
  });
});
