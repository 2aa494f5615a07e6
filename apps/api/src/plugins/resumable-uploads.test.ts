import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import resumableUploads from './resumable-uploads';

// Unfinished uploads expire (DESIGN §6.7): their record and their bytes go.

const hustler = { id: 'u1', role: 'Hustler' } as never;
let mediaDir: string;
let app: FastifyInstance;

beforeEach(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'resumable-uploads-'));
  app = Fastify();
  await app.register(resumableUploads, { mediaDir, expiryMs: 1 });
  await app.ready();
});

afterEach(async () => {
  await app.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const create = (size: number) =>
  app.uploads.handle(new Request('http://api.test/api/uploads', { method: 'POST', headers: { 'tus-resumable': '1.0.0', 'upload-length': String(size) } }), hustler);

describe('expired uploads', () => {
  it('are removed with their bytes once unfinished past their time', async () => {
    const created = await create(10_000);
    expect(created.status).toBe(201);
    const id = created.headers.get('location')!.split('/').pop()!;
    expect(await app.uploads.find(id)).toMatchObject({ id, offset: 0, size: 10_000 });
    await sleep(5);
    expect(await app.uploads.removeExpired()).toBe(1);
    expect(await app.uploads.find(id)).toBeUndefined();
    expect(await readdir(path.join(mediaDir, '.uploads'))).toEqual([]);
  });
});
