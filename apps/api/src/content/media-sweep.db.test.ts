import { utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '@startupsetu/server-core/repositories/users-repository';
import { startApiTestServer, type ApiTestServer } from '../testing/api-test-server';
import { seedVideo } from '../testing/content';
import { listMediaDir } from '../testing/form-uploads';
import { sweepOrphanMedia } from './media-sweep';

let server: ApiTestServer;

beforeAll(async () => {
  server = await startApiTestServer();
});

afterAll(async () => {
  await server?.close();
});

async function mediaFile(name: string, ageMs: number) {
  const file = path.join(server.config.mediaDir, name);
  await writeFile(file, 'x');
  const when = new Date(Date.now() - ageMs);
  await utimes(file, when, when);
}

describe('sweepOrphanMedia', () => {
  it('removes old media files that no row names, and keeps files in use and recent ones', async () => {
    const HOUR = 3_600_000;
    const user = await insertUser(server.db, { email: `sweep-${Date.now()}@example.com`, passwordHash: 'none', role: 'Hustler' });
    const videoId = await seedVideo(server.db, user.id);
    const { video_file: videoFile } = await server.db.selectFrom('videos').select('video_file').where('id', '=', videoId).executeTakeFirstOrThrow();
    await server.db.updateTable('users').set({ profile_pic: 'sweeppic.png' }).where('id', '=', user.id).execute();
    const before = await listMediaDir(server.config.mediaDir);

    await mediaFile(videoFile, 2 * HOUR);
    await mediaFile('sweeppic.png', 2 * HOUR);
    await mediaFile('leftover.mp4', 2 * HOUR);
    await mediaFile('fresh.png', 60_000);

    expect(await sweepOrphanMedia(server.db, server.app.media)).toBe(1);
    const after = await listMediaDir(server.config.mediaDir);
    expect(after).not.toContain('leftover.mp4');
    expect(after).toEqual(expect.arrayContaining([videoFile, 'sweeppic.png', 'fresh.png', ...before]));
  });
});
