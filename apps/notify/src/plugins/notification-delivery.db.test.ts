// What the api asks of notify over the bus: a notification request is stored, then sent to the
// recipient's sockets (`user.event`), as the list shows it; nothing for a missing user.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser, readJson, recordingEmitter, startNotifyTestServer, type NotifyTestServer, type TestUser } from '../testing/notify-test-server';

const realtime = recordingEmitter();
let server: NotifyTestServer;
let owner: TestUser;
let commenter: TestUser;

beforeAll(async () => {
  server = await startNotifyTestServer({ realtime });
  owner = await createUser(server.db, 'Hustler', 'Owner');
  commenter = await createUser(server.db, 'Investor', 'Commenter');
});

beforeEach(() => {
  realtime.pushes.length = 0;
});

afterAll(async () => {
  await server.close();
});

const commentNotification = () => ({
  userId: owner.id,
  type: 'comment' as const,
  message: 'Commenter commented on your video "Pitch"',
  actorId: commenter.id,
  link: '/videos#video-0190aabbccddeeff0011223344',
});

describe('a notification asked for over the bus', () => {
  it('is stored and sent to the recipient’s sockets as the list shows it', async () => {
    await server.bus.send('notification.requested', commentNotification());
    const listed = await readJson(await fetch(`${server.baseUrl}/api/Notifications`, { headers: bearer(owner.token) }));
    expect(listed[0]).toMatchObject({
      type: 'comment',
      message: 'Commenter commented on your video "Pitch"',
      actorId: commenter.id,
      link: '/videos#video-0190aabbccddeeff0011223344',
      actor: { _id: commenter.id, profiledetails: { Username: 'Commenter', profilePic: null } },
    });
    expect(realtime.pushes).toEqual([{ userId: owner.id, event: 'notification', payload: listed[0] }]);
  });

  it.each(['//evil.example/phish', 'https://evil.example/', 'videos'])('refuses a link that is not an app path (%s), storing and sending nothing', async (link) => {
    await expect(server.bus.send('notification.requested', { ...commentNotification(), link })).rejects.toThrow('A notification link must be an app path');
    const listed = await readJson(await fetch(`${server.baseUrl}/api/Notifications`, { headers: bearer(owner.token) }));
    expect(listed.filter((item: { link?: string }) => item.link === link)).toEqual([]);
    expect(realtime.pushes).toEqual([]);
  });

  it('fails for a recipient that does not exist, storing and sending nothing', async () => {
    await expect(server.bus.send('notification.requested', { ...commentNotification(), userId: '0190aabbccddeeff0011223344' })).rejects.toThrow('User not found');
    expect(realtime.pushes).toEqual([]);
  });
});
