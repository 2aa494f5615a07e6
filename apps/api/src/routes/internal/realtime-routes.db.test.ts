import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  postJson,
  readJson,
  signUp,
  startApiTestServer,
  type ApiTestServer,
  type TestAccount,
} from '../../testing/api-test-server';
import { collect, nextEvent, socketPool } from '../../testing/sockets';

let server: ApiTestServer;
let target: TestAccount;
let bystander: TestAccount;
const pool = socketPool(() => server.baseUrl);

beforeAll(async () => {
  server = await startApiTestServer();
  [target, bystander] = await Promise.all([signUp(server.baseUrl), signUp(server.baseUrl)]);
});

afterEach(() => {
  pool.closeAll();
});

afterAll(async () => {
  await server.close();
});

const push = (body: unknown, headers: Record<string, string>) => postJson(server.baseUrl, '/internal/realtime', body, headers);

describe('POST /internal/realtime', () => {
  it("emits the event to the user's sockets only, with the internal secret", async () => {
    const [mine, other] = await Promise.all([pool.open(target.accessToken), pool.open(bystander.accessToken)]);
    const strays = collect(other, 'notification');
    const heard = nextEvent(mine, 'notification');
    const payload = { _id: 'n1', type: 'comment', message: 'Hi', isRead: false };

    const response = await push({ userId: target.id, event: 'notification', payload }, bearer(server.config.internalSecret));
    expect(response.status).toBe(202);
    expect(await readJson(response)).toEqual({ success: true });
    expect(await heard).toEqual(payload);
    await other.emitWithAck('join', bystander.id);
    expect(strays).toEqual([]);
  });

  it.each([
    ['no Authorization header', {}],
    ['a wrong secret', bearer('wrong')],
    ['a user token', undefined],
  ])('answers 401 with %s and emits nothing', async (_case, headers) => {
    const socket = await pool.open(target.accessToken);
    const heard = collect(socket, 'notification');
    const response = await push({ userId: target.id, event: 'notification', payload: {} }, headers ?? bearer(target.accessToken));
    expect(response.status).toBe(401);
    expect(await readJson(response)).toMatchObject({ success: false });
    await socket.emitWithAck('join', target.id);
    expect(heard).toEqual([]);
  });

  it.each([
    [{ userId: 'u', event: 'disconnect' }],
    [{ userId: 'u', event: 'connect' }],
    [{ userId: 'u', event: 'has spaces' }],
    [{ userId: 'u' }],
    [{ event: 'notification' }],
  ])('answers 400 (never 500) for %j', async (body) => {
    const response = await push(body, bearer(server.config.internalSecret));
    expect(response.status).toBe(400);
  });

  it('is not an /api route', async () => {
    const underApi = await postJson(server.baseUrl, '/api/internal/realtime', {}, bearer(target.accessToken));
    expect(underApi.status).toBe(404);
  });
});
