import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../errors';
import { FileMediaStorage } from './file-media-storage';
import { isMediaName, type MediaStorage } from './media-storage';
import { PROFILE_PICTURE_UPLOAD, type UploadPolicy } from './media-types';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (size: number) => Buffer.concat([PNG_SIGNATURE, Buffer.alloc(Math.max(0, size - PNG_SIGNATURE.length), 7)]);
const small: UploadPolicy = { ...PROFILE_PICTURE_UPLOAD, maxBytes: 1000 };

// Delivers the bytes in small chunks, like a network upload.
function chunked(data: Buffer, chunkSize = 5): Readable {
  const chunks: Buffer[] = [];
  for (let i = 0; i < data.length; i += chunkSize) chunks.push(data.subarray(i, i + chunkSize));
  return Readable.from(chunks);
}

let dir: string;
let storage: MediaStorage;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'file-media-storage-test-'));
  storage = new FileMediaStorage(dir);
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('FileMediaStorage.stage', () => {
  it('keeps the upload out of sight until commit, then stores it under an unguessable name', async () => {
    const data = png(600);
    const staged = await storage.stage(chunked(data), small);
    expect(staged).toMatchObject({ size: 600, type: { mimeType: 'image/png' } });
    expect(staged.name).toMatch(/^[0-9a-f]{42}\.png$/);
    expect((await readdir(dir)).filter((name) => isMediaName(name))).toEqual([]);

    expect(await staged.commit()).toBe(staged.name);
    expect(await readdir(dir)).toEqual([staged.name]);
    expect(await readFile(path.join(dir, staged.name))).toEqual(data);
    await staged.discard();
    expect(await readdir(dir)).toEqual([staged.name]);
  });

  it('accepts a file of exactly the maximum size', async () => {
    const staged = await storage.stage(chunked(png(1000), 100), small);
    expect(staged.size).toBe(1000);
    await staged.discard();
    expect(await readdir(dir)).toEqual([]);
  });

  it('answers 413 for one byte over the maximum and leaves no file', async () => {
    const error = await rejection(storage.stage(chunked(png(1001), 100), small));
    expect(error).toMatchObject({ status: 413, message: 'Profile picture must be at most 5 MB' });
    expect(await readdir(dir)).toEqual([]);
  });

  it.each([
    ['text named like a picture', Buffer.from('just some text, not a picture at all')],
    ['an empty file', Buffer.alloc(0)],
    ['a file shorter than any signature', Buffer.from([0x89, 0x50])],
  ])('answers 415 for %s and leaves no file', async (_name, data) => {
    const error = await rejection(storage.stage(chunked(data), small));
    expect(error).toMatchObject({ status: 415, message: 'Profile picture must be a PNG or JPEG image' });
    expect(await readdir(dir)).toEqual([]);
  });

  it('answers 400 when the upload breaks off, and leaves no file', async () => {
    const source = new Readable({ read() {} });
    source.push(png(300));
    setImmediate(() => source.destroy(new Error('Part terminated early due to unexpected end of multipart data')));
    const error = await rejection(storage.stage(source, small));
    expect(error.status).toBe(400);
    expect(await readdir(dir)).toEqual([]);
  });

  it('treats an empty source as no upload with stageIfAny, but as the wrong type with stage', async () => {
    expect(await storage.stageIfAny(chunked(Buffer.alloc(0)), small)).toBeNull();
    expect(await readdir(dir)).toEqual([]);
    const staged = await storage.stageIfAny(chunked(png(40)), small);
    expect(staged?.size).toBe(40);
    await staged?.discard();
    expect(await readdir(dir)).toEqual([]);
  });

  it('lets a discarded upload vanish', async () => {
    const staged = await storage.stage(chunked(png(50)), small);
    await staged.discard();
    expect(await readdir(dir)).toEqual([]);
    await expect(staged.commit()).rejects.toThrow('already discarded');
  });
});

describe('FileMediaStorage.stageFile', () => {
  it('stages a finished file from the same volume under a new name, leaving the file itself in place', async () => {
    const source = path.join(dir, 'finished-upload');
    await writeFile(source, png(600));
    const staged = await storage.stageFile(source, small);
    expect(staged).toMatchObject({ size: 600, type: { ext: 'png' } });
    expect(await readdir(dir)).not.toContain(staged.name);
    expect(await staged.commit()).toBe(staged.name);
    expect(await readFile(path.join(dir, staged.name))).toEqual(png(600));
    expect(await readFile(source)).toEqual(png(600));
  });

  it('answers 413 and 415 as stage does, staging nothing', async () => {
    const big = path.join(dir, 'big');
    const wrong = path.join(dir, 'wrong');
    await writeFile(big, png(1001));
    await writeFile(wrong, Buffer.alloc(600, 1));
    expect((await rejection(storage.stageFile(big, small))).status).toBe(413);
    expect((await rejection(storage.stageFile(wrong, small))).status).toBe(415);
    expect((await readdir(dir)).sort()).toEqual(['big', 'wrong']);
  });
});

describe('FileMediaStorage.open and remove', () => {
  it('opens a stored file with its size and type', async () => {
    const staged = await storage.stage(chunked(png(64)), small);
    const name = await staged.commit();
    const opened = await storage.open(name);
    expect(opened).toMatchObject({ size: 64, type: { mimeType: 'image/png' } });
    await opened!.file.close();

    await storage.remove(name);
    expect(await readdir(dir)).toEqual([]);
    await expect(storage.remove(name)).resolves.toBeUndefined();
    expect(await storage.open(name)).toBeUndefined();
  });

  it.each(['../secret.png', 'a/b.png', '.hidden.png', 'notes.txt', '..', 'https://example.com/a.png'])(
    'treats %s as no media',
    async (name) => {
      await writeFile(path.join(dir, 'notes.txt'), 'x');
      expect(isMediaName(name)).toBe(false);
      expect(await storage.open(name)).toBeUndefined();
      await storage.remove(name);
      expect(await readdir(dir)).toEqual(['notes.txt']);
    },
  );
});

describe('FileMediaStorage.removeStaleUploads', () => {
  it('deletes only temporary files older than the given age', async () => {
    const old = path.join(dir, '.upload-old.part');
    await writeFile(old, 'x');
    const hourAgo = new Date(Date.now() - 3_600_000);
    await utimes(old, hourAgo, hourAgo);
    await writeFile(path.join(dir, '.upload-fresh.part'), 'x');
    await writeFile(path.join(dir, 'kept.png'), 'x');

    expect(await storage.removeStaleUploads(60_000)).toBe(1);
    expect((await readdir(dir)).sort()).toEqual(['.upload-fresh.part', 'kept.png']);
  });
});

describe('FileMediaStorage.listStoredOlderThan', () => {
  it('names only stored media files older than the given age, never temporary ones', async () => {
    const hourAgo = new Date(Date.now() - 3_600_000);
    for (const name of ['old.png', '.upload-old.part', 'notes.txt']) {
      await writeFile(path.join(dir, name), 'x');
      await utimes(path.join(dir, name), hourAgo, hourAgo);
    }
    await writeFile(path.join(dir, 'fresh.mp4'), 'x');

    expect(await storage.listStoredOlderThan(60_000)).toEqual(['old.png']);
  });
});

describe('FileMediaStorage on a broken disk', () => {
  it('passes a storage failure on as it is (a server error), not as a bad request', async () => {
    const broken = new FileMediaStorage(path.join(dir, 'no-such-directory'));
    const error = await broken.stage(chunked(png(50)), small).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(HttpError);
    expect((error as NodeJS.ErrnoException).code).toBe('ENOENT');
  });
});
