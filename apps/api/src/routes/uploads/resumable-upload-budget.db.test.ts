import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, postJson, readJson, signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../../testing/api-test-server';
import { uploadVideo, videoFile } from '../../testing/content';
import { mp4Bytes } from '../../testing/form-uploads';
import { abandonUpload, createUpload, sendBytes, startUpload } from '../../testing/tus-requests';

// The daily upload budget holds for resumable uploads too (DESIGN §7.2): an upload counts from its
// creation, uploads made together cannot together pass the budget, a deferred length counts as the
// most its kind may take, and a deleted account's unfinished uploads go with it.

const mb = (megabytes: number) => Math.round(megabytes * 1024 * 1024);
const LIMIT = "You have reached today's upload limit of 2 MB. Try again tomorrow.";

let server: ApiTestServer;

beforeAll(async () => {
  server = await startApiTestServer({ env: { UPLOAD_QUOTA_MB_PER_DAY: '2' } });
});

afterAll(async () => {
  await server.close();
});

const hustler = () => signUp(server.baseUrl, { role: 'Hustler' });
const publish = (account: TestAccount, uploadId: string) =>
  postJson(server.baseUrl, '/api/videos', { title: 'Pitch', description: '', uploadId }, bearer(account.accessToken));
const uploadFiles = async () => (await readdir(path.join(server.config.mediaDir, '.uploads'))).filter((name) => !name.endsWith('.json'));

async function uploaded(account: TestAccount, bytes: Buffer) {
  const upload = await startUpload(server.baseUrl, account.accessToken, bytes.length);
  expect((await sendBytes(server.baseUrl, account.accessToken, upload.path, 0, bytes)).status).toBe(204);
  return upload;
}

describe('the daily upload budget, for resumable uploads', () => {
  it('takes one of five uploads started together against a budget that has room for one', async () => {
    const account = await hustler();
    const answers = await Promise.all(Array.from({ length: 5 }, () => createUpload(server.baseUrl, account.accessToken, mb(1.5))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 429, 429, 429, 429]);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(await readJson(refused)).toMatchObject({ success: false, message: LIMIT });
  });

  it('counts an upload that is not published yet', async () => {
    const account = await hustler();
    await uploaded(account, mp4Bytes(mb(1.5)));
    expect((await createUpload(server.baseUrl, account.accessToken, mb(0.8))).status).toBe(429);
    const form = await uploadVideo(server.baseUrl, account.accessToken, { title: 'Pitch', video: videoFile(mp4Bytes(mb(0.8))) });
    expect(form.status).toBe(429);
  });

  it('counts a published upload once', async () => {
    const account = await hustler();
    const upload = await uploaded(account, mp4Bytes(mb(0.9)));
    expect((await publish(account, upload.id)).status).toBe(201);
    expect((await createUpload(server.baseUrl, account.accessToken, mb(1))).status).toBe(201);
    expect((await createUpload(server.baseUrl, account.accessToken, mb(0.2))).status).toBe(429);
  });

  it("counts a deferred length as the kind's most (a video's 50 MB is over a 2 MB budget)", async () => {
    const account = await hustler();
    const before = await uploadFiles();
    const deferred = await fetch(`${server.baseUrl}/api/uploads`, {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', 'upload-defer-length': '1', ...bearer(account.accessToken) },
    });
    expect(deferred.status).toBe(429);
    expect(await uploadFiles()).toEqual(before);
  });

  it('gives back what an abandoned upload reserved and never received, and keeps what it did', async () => {
    const account = await hustler();
    const upload = await startUpload(server.baseUrl, account.accessToken, mb(1.5));
    expect((await sendBytes(server.baseUrl, account.accessToken, upload.path, 0, mp4Bytes(mb(0.5)))).status).toBe(204);
    expect((await abandonUpload(server.baseUrl, account.accessToken, upload.path)).status).toBe(204);
    // 0.5 MB arrived and counts; 1.5 MB is left.
    expect((await createUpload(server.baseUrl, account.accessToken, mb(1.6))).status).toBe(429);
    expect((await createUpload(server.baseUrl, account.accessToken, mb(1.4))).status).toBe(201);
  });

  it("removes a deleted account's unfinished uploads with it", async () => {
    const account = await hustler();
    const before = await uploadFiles();
    const upload = await startUpload(server.baseUrl, account.accessToken, mb(1));
    await sendBytes(server.baseUrl, account.accessToken, upload.path, 0, mp4Bytes(mb(0.3)));
    expect(await uploadFiles()).toContain(upload.id);
    const deleted = await fetch(`${server.baseUrl}/api/account`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json', ...bearer(account.accessToken) },
      body: JSON.stringify({ password: account.password }),
    });
    expect(deleted.status).toBe(200);
    expect(await uploadFiles()).toEqual(before);
  });
});

describe('form uploads against the daily budget', () => {
  it('stores one of three files sent together when the budget has room for one', async () => {
    const account = await hustler();
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => uploadVideo(server.baseUrl, account.accessToken, { title: 'Pitch', video: videoFile(mp4Bytes(mb(1.2))) })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 429, 429]);
    const videos = await server.db.selectFrom('videos').select('id').where('user_id', '=', account.id).execute();
    expect(videos).toHaveLength(1);
  });
});

describe('posters within their own limit', () => {
  it('refuses a poster declared over 5 MB at creation, and one whose deferred bytes go past it', async () => {
    const account = await hustler();
    const declared = await createUpload(server.baseUrl, account.accessToken, mb(40), { filename: 'poster.png', kind: 'poster' });
    expect(declared.status).toBe(413);
    expect(await readJson(declared)).toMatchObject({ message: expect.stringContaining('5 MB') });

    const deferred = await fetch(`${server.baseUrl}/api/uploads`, {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', 'upload-defer-length': '1', 'upload-metadata': `kind ${Buffer.from('poster').toString('base64')}`, ...bearer(account.accessToken) },
    });
    // A deferred poster counts as its 5 MB: over this 2 MB budget.
    expect(deferred.status).toBe(429);
  });
});
