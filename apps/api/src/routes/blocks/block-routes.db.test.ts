import { pairKey } from '@startupsetu/server-core/repositories/connections-repository';
import { newId } from '@startupsetu/server-core/ids';
import { connectPeople } from '@startupsetu/server-core/testing/connections';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, postJson, readJson, signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../../testing/api-test-server';
import { sendForm } from '../../testing/form-uploads';
import { seedVideo } from '../../testing/content';
import { collect, nextEvent, socketPool } from '../../testing/sockets';

// POST /api/blocks, DELETE /api/blocks/:userId and GET /api/blocks (DESIGN §6.3): what a block
// ends between two people, its answers for bad input, the account export and the account delete.

let server: ApiTestServer;
const pool = socketPool(() => server.baseUrl);

beforeAll(async () => {
  server = await startApiTestServer();
});

afterEach(() => {
  pool.closeAll();
});

afterAll(async () => {
  await server.close();
});

const person = () => signUp(server.baseUrl, { role: 'Investor' });

async function block(blocker: TestAccount, userId: string) {
  const response = await postJson(server.baseUrl, '/api/blocks', { userId }, bearer(blocker.accessToken));
  return { status: response.status, body: await readJson(response) };
}

async function unblock(blocker: TestAccount, userId: string) {
  const response = await fetch(`${server.baseUrl}/api/blocks/${userId}`, { method: 'DELETE', headers: bearer(blocker.accessToken) });
  return { status: response.status, body: await readJson(response) };
}

async function list(account: TestAccount, query = '') {
  const response = await fetch(`${server.baseUrl}/api/blocks${query}`, { headers: bearer(account.accessToken) });
  return { status: response.status, body: await readJson(response) };
}

async function pending(requester: TestAccount, target: TestAccount, kind: 'connect' | 'ignite' = 'connect') {
  const id = newId();
  const now = new Date().toISOString();
  await server.db
    .insertInto('connect_requests')
    .values({ id, kind, requester_id: requester.id, target_id: target.id, pair_key: pairKey(requester.id, target.id), status: 'pending', note: null, created_at: now, updated_at: now })
    .execute();
  return id;
}

const statusOf = async (id: string) =>
  (await server.db.selectFrom('connect_requests').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('POST /api/blocks', () => {
  it('blocks a person (201), and the same again answers 200 with the same block', async () => {
    const [me, them] = [await person(), await person()];
    const first = await block(me, them.id);
    expect(first.status).toBe(201);
    expect(first.body.block).toEqual({ userId: them.id, createdAt: expect.any(String) });
    const again = await block(me, them.id);
    expect(again.status).toBe(200);
    expect(again.body.block).toEqual(first.body.block);
  });

  it('refuses yourself with 400 and an unknown user with 404, naming the problem', async () => {
    const me = await person();
    expect(await block(me, me.id)).toMatchObject({ status: 400, body: { message: 'You cannot block yourself' } });
    expect(await block(me, 'abcdef0123')).toMatchObject({ status: 404, body: { message: 'User not found' } });
    expect(await block(me, 'not an id')).toMatchObject({ status: 400, body: { success: false } });
  });

  it('ends the connection for both and tells their open pages', async () => {
    const [me, them] = [await person(), await person()];
    await connectPeople(server.db, me.id, them.id);
    const [mine, theirs] = [await pool.open(me.accessToken), await pool.open(them.accessToken)];
    const told = Promise.all([nextEvent(mine, 'connectionRemoved'), nextEvent(theirs, 'connectionRemoved')]);
    expect((await block(me, them.id)).status).toBe(201);
    expect(await told).toEqual([{ userId: them.id }, { userId: me.id }]);
    const rows = await server.db.selectFrom('connections').select('user_id').where('user_id', 'in', [me.id, them.id]).execute();
    expect(rows).toEqual([]);
  });

  it('ends pending requests as a withdrawal (the blocker asked) or a decline (the blocker was asked) would', async () => {
    const [me, asked, asker] = [await person(), await person(), await person()];
    const mine = await pending(me, asked);
    const theirs = await pending(asker, me, 'ignite');
    await block(me, asked.id);
    await block(me, asker.id);
    expect(await statusOf(mine)).toBe('withdrawn');
    expect(await statusOf(theirs)).toBe('declined');
  });
});

describe('DELETE /api/blocks/:userId', () => {
  it('unblocks (200) and answers 404 when the person is not blocked', async () => {
    const [me, them] = [await person(), await person()];
    await block(me, them.id);
    expect((await unblock(me, them.id)).status).toBe(200);
    expect(await unblock(me, them.id)).toMatchObject({ status: 404, body: { message: 'You have not blocked this person' } });
    // Only the blocker's own block is theirs to end.
    await block(me, them.id);
    expect((await unblock(them, me.id)).status).toBe(404);
    expect((await list(me)).body.data).toHaveLength(1);
  });
});

describe('GET /api/blocks', () => {
  it('pages through the blocked people, newest block first, each with their card', async () => {
    const me = await person();
    const blocked: TestAccount[] = [];
    for (let i = 0; i < 3; i += 1) {
      const them = await person();
      await sendForm(server.baseUrl, '/api/userprofile/Investor', [['Username', `Blocked ${i}`]], { token: them.accessToken });
      await block(me, them.id);
      blocked.push(them);
    }
    const first = await list(me, '?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.data.map((item: any) => item.user._id)).toEqual([blocked[2]!.id, blocked[1]!.id]);
    expect(first.body.data[0]).toEqual({
      user: { _id: blocked[2]!.id, role: 'Investor', verified: false, badges: [], profiledetails: expect.objectContaining({ Username: 'Blocked 2' }) },
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(first.body)).not.toContain('@');
    const second = await list(me, `?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.data.map((item: any) => item.user._id)).toEqual([blocked[0]!.id]);
    expect(second.body.nextCursor).toBeNull();
    expect((await list(blocked[0]!)).body.data).toEqual([]);
  });

  it('answers 400 for a cursor it never gave', async () => {
    expect((await list(await person(), '?cursor=zz')).status).toBe(400);
    expect((await list(await person(), '?cursor=abc')).status).toBe(400);
  });
});

describe('blocks and the account', () => {
  it("the export lists the caller's blocks; deleting either account removes the block", async () => {
    const [me, them, other] = [await person(), await person(), await person()];
    await block(me, them.id);
    await block(other, me.id);
    const exported = await readJson(await fetch(`${server.baseUrl}/api/account/export`, { headers: bearer(me.accessToken) }));
    expect(exported.blocks).toEqual([{ person: { id: them.id, name: null }, since: expect.any(String) }]);
    const deleted = await fetch(`${server.baseUrl}/api/account`, {
      method: 'DELETE',
      headers: { ...bearer(me.accessToken), 'content-type': 'application/json' },
      body: JSON.stringify({ password: me.password }),
    });
    expect(deleted.status).toBe(200);
    const left = await server.db.selectFrom('blocks').selectAll().where((eb) => eb.or([eb('blocker_id', '=', me.id), eb('blocked_id', '=', me.id)])).execute();
    expect(left).toEqual([]);
  });
});

describe('blocks on the realtime channel', () => {
  it("keeps the two people's sockets apart while a block stands either way", async () => {
    const [me, them, owner] = [await person(), await person(), await person()];
    const videoId = await seedVideo(server.db, owner.id);
    const theirTab = await pool.open(them.accessToken);
    await theirTab.emitWithAck('watchVideos', { videoIds: [videoId] });
    const heard = collect(theirTab, 'newComment');
    const commentAndListen = async (text: string) => {
      expect((await postJson(server.baseUrl, '/api/videos/comments', { videoId, text }, bearer(me.accessToken))).status).toBe(201);
      await theirTab.emitWithAck('sendComment', {});
      return heard.splice(0).length;
    };

    expect((await block(me, them.id)).status).toBe(201);
    expect((await block(them, me.id)).status).toBe(201);
    expect((await unblock(me, them.id)).status).toBe(200);
    expect(await commentAndListen('while they still block me')).toBe(0);
    expect((await unblock(them, me.id)).status).toBe(200);
    expect(await commentAndListen('after both unblocked')).toBe(1);
  });
});
