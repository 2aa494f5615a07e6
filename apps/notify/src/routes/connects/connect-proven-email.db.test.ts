import { CONFIRM_EMAIL_FIRST } from '@startupsetu/server-core/authenticate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectClient, pairState } from '../../testing/connect-client';
import { createUser, startNotifyTestServer, type NotifyTestServer } from '../../testing/notify-test-server';

// Reaching people needs a proven email (DESIGN §7.4): a request or an Ignite from an account that
// has not proven its email is refused and leaves nothing behind; once proven, it goes through.

let server: NotifyTestServer;
const client = connectClient(() => server.baseUrl);

beforeAll(async () => {
  server = await startNotifyTestServer();
});

afterAll(async () => {
  await server.close();
});

const setProven = (userId: string, at: string | null) => server.db.updateTable('users').set({ email_verified_at: at }).where('id', '=', userId).execute();

describe('an account without a proven email', () => {
  it('cannot ask to connect or ignite an investor until it proves its email', async () => {
    const hustler = await createUser(server.db, 'Hustler');
    const investor = await createUser(server.db, 'Investor');
    const cofounder = await createUser(server.db, 'Cofounder');
    await setProven(hustler.id, null);

    for (const refused of [await client.request(hustler.token, cofounder.id), await client.ignite(hustler.token, investor.id)]) {
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ success: false, message: CONFIRM_EMAIL_FIRST });
    }
    expect((await pairState(server.db, hustler.id, cofounder.id)).requests).toEqual([]);
    expect((await pairState(server.db, hustler.id, investor.id)).requests).toEqual([]);

    await setProven(hustler.id, new Date().toISOString());
    expect((await client.request(hustler.token, cofounder.id)).status).toBe(201);
    expect((await client.ignite(hustler.token, investor.id)).status).toBe(201);
  });
});
