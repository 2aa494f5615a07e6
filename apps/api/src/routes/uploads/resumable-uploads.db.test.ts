import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, postJson, readJson, signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../../testing/api-test-server';
import { htmlBehindQuickTimeHeader, mp4Bytes, pngBytes } from '../../testing/form-uploads';
import { abandonUpload, createUpload, sendBytes, sendBytesThenDrop, startUpload, uploadState } from '../../testing/tus-requests';

// Resumable uploads (DESIGN §6.7): tus at /api/uploads, then POST /api/videos publishes one video.

let server: ApiTestServer;
let hustler: TestAccount;
let other: TestAccount;

beforeAll(async () => {
  server = await startApiTestServer();
  [hustler, other] = await Promise.all([signUp(server.baseUrl, { role: 'Hustler' }), signUp(server.baseUrl, { role: 'Hustler' })]);
});

afterAll(async () => {
  await server.close();
});

const uploadsDir = () => path.join(server.config.mediaDir, '.uploads');
const videosOf = (uploadId: string) => server.db.selectFrom('videos').select(['id', 'video_file']).where('upload_id', '=', uploadId).execute();
const publish = (account: TestAccount, uploadId: string, title = 'Resumed pitch') =>
  postJson(server.baseUrl, '/api/videos', { title, description: 'Sent over a patchy network', uploadId }, bearer(account.accessToken));

/** An upload of `bytes` sent whole, in one PATCH. */
async function uploaded(account: TestAccount, bytes: Buffer, metadata?: Record<string, string>) {
  const upload = await startUpload(server.baseUrl, account.accessToken, bytes.length, metadata);
  expect((await sendBytes(server.baseUrl, account.accessToken, upload.path, 0, bytes)).status).toBe(204);
  return upload;
}

describe('resumable video uploads', () => {
  it('resumes from the offset the server has after a dropped connection, and publishes the whole file as one video', async () => {
    const bytes = mp4Bytes(300_000);
    const { path: uploadPath, id } = await startUpload(server.baseUrl, hustler.accessToken, bytes.length);
    expect(uploadPath).toBe(`/api/uploads/${id}`);

    await sendBytesThenDrop(server.baseUrl, hustler.accessToken, uploadPath, 0, bytes.length, bytes.subarray(0, 120_000));
    const state = await uploadState(server.baseUrl, hustler.accessToken, uploadPath);
    expect(state.status).toBe(200);
    expect(state.headers.get('upload-length')).toBe(String(bytes.length));
    const offset = Number(state.headers.get('upload-offset'));
    expect(offset).toBeGreaterThanOrEqual(0);
    expect(offset).toBeLessThanOrEqual(120_000);

    const rest = await sendBytes(server.baseUrl, hustler.accessToken, uploadPath, offset, bytes.subarray(offset));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(bytes.length));

    const published = await publish(hustler, id);
    expect(published.status).toBe(201);
    const { video } = await readJson(published);
    expect(video).toMatchObject({ title: 'Resumed pitch', description: 'Sent over a patchy network', videoUrl: expect.stringMatching(/^\/media\/\w+\.mp4$/) });
    const served = await fetch(server.baseUrl + video.videoUrl);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    // The upload is gone once published: nothing of it is left in the uploads directory.
    expect((await uploadState(server.baseUrl, hustler.accessToken, uploadPath)).status).toBe(404);
    expect((await readdir(uploadsDir())).filter((name) => name.startsWith(id))).toEqual([]);
  });

  it('publishes an upload once, however often and however concurrently the publish is sent', async () => {
    const { id } = await uploaded(hustler, mp4Bytes(50_000));
    const answers = await Promise.all([publish(hustler, id), publish(hustler, id), publish(hustler, id)]);
    const bodies = await Promise.all(answers.map(readJson));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(bodies.map((body) => body.video._id)).size).toBe(1);
    const again = await publish(hustler, id, 'Another title');
    expect(again.status).toBe(200);
    expect((await readJson(again)).video).toMatchObject({ _id: bodies[0].video._id, title: 'Resumed pitch' });
    expect(await videosOf(id)).toHaveLength(1);
  });

  it("keeps an upload to its owner: to anyone else it does not exist", async () => {
    const { path: uploadPath, id } = await startUpload(server.baseUrl, hustler.accessToken, 10_000);
    const strangers = [
      await uploadState(server.baseUrl, other.accessToken, uploadPath),
      await sendBytes(server.baseUrl, other.accessToken, uploadPath, 0, mp4Bytes(10_000)),
      await abandonUpload(server.baseUrl, other.accessToken, uploadPath),
      await publish(other, id),
    ];
    expect(strangers.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
    expect(await readJson(strangers[3]!)).toMatchObject({ success: false, message: 'Upload not found' });
    expect((await uploadState(server.baseUrl, hustler.accessToken, uploadPath)).headers.get('upload-offset')).toBe('0');
    const unsigned = await fetch(server.baseUrl + uploadPath, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0' } });
    expect(unsigned.status).toBe(401);
  });

  it('lets only Hustlers upload, as the multipart upload does', async () => {
    const investor = await signUp(server.baseUrl, { role: 'Investor' });
    const refused = await createUpload(server.baseUrl, investor.accessToken, 1000);
    expect(refused.status).toBe(403);
    expect(await readJson(refused)).toMatchObject({ message: 'Only Hustlers can publish videos' });
  });

  it('refuses a file over 50 MB before a byte is sent, with the spec message', async () => {
    const refused = await createUpload(server.baseUrl, hustler.accessToken, 52428801);
    expect(refused.status).toBe(413);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await readJson(refused)).toMatchObject({ success: false, message: 'File size exceeds the 50MB limit. Please upload a smaller video.' });
  });

  it('checks the type by its leading bytes when the upload completes: 415, and its bytes are removed', async () => {
    const bytes = pngBytes(20_000);
    const { path: uploadPath, id } = await startUpload(server.baseUrl, hustler.accessToken, bytes.length);
    const last = await sendBytes(server.baseUrl, hustler.accessToken, uploadPath, 0, bytes);
    expect(last.status).toBe(415);
    expect(await readJson(last)).toMatchObject({ success: false, message: 'Invalid file type! Please upload a valid video format.' });
    expect((await uploadState(server.baseUrl, hustler.accessToken, uploadPath)).status).toBe(404);
    expect((await readdir(uploadsDir())).filter((name) => name.startsWith(id))).toEqual([]);
  });

  it('refuses an HTML page behind a QuickTime header when the upload completes (its container does not parse)', async () => {
    const page = htmlBehindQuickTimeHeader();
    const { path: uploadPath, id } = await startUpload(server.baseUrl, hustler.accessToken, page.length);
    const last = await sendBytes(server.baseUrl, hustler.accessToken, uploadPath, 0, page);
    expect(last.status).toBe(415);
    expect((await readdir(uploadsDir())).filter((name) => name.startsWith(id))).toEqual([]);
  });

  it('does not publish an upload that is not complete, nor a made-up one', async () => {
    const { path: uploadPath, id } = await startUpload(server.baseUrl, hustler.accessToken, 20_000);
    await sendBytes(server.baseUrl, hustler.accessToken, uploadPath, 0, mp4Bytes(20_000).subarray(0, 5000));
    const early = await publish(hustler, id);
    expect(early.status).toBe(409);
    expect(await readJson(early)).toMatchObject({ message: 'The upload is not complete yet', field: 'uploadId' });
    expect((await publish(hustler, '0123456789abcdef')).status).toBe(404);
    expect(await videosOf(id)).toEqual([]);
  });

  it('answers a PATCH from the wrong offset 409 and keeps the bytes it has', async () => {
    const bytes = mp4Bytes(20_000);
    const { path: uploadPath } = await startUpload(server.baseUrl, hustler.accessToken, bytes.length);
    await sendBytes(server.baseUrl, hustler.accessToken, uploadPath, 0, bytes.subarray(0, 8000));
    const wrong = await sendBytes(server.baseUrl, hustler.accessToken, uploadPath, 4000, bytes.subarray(4000));
    expect(wrong.status).toBe(409);
    expect((await uploadState(server.baseUrl, hustler.accessToken, uploadPath)).headers.get('upload-offset')).toBe('8000');
  });

  it('removes an abandoned upload and its bytes', async () => {
    const { path: uploadPath, id } = await startUpload(server.baseUrl, hustler.accessToken, 20_000);
    await sendBytes(server.baseUrl, hustler.accessToken, uploadPath, 0, mp4Bytes(20_000).subarray(0, 8000));
    expect((await abandonUpload(server.baseUrl, hustler.accessToken, uploadPath)).status).toBe(204);
    expect((await uploadState(server.baseUrl, hustler.accessToken, uploadPath)).status).toBe(404);
    expect((await readdir(uploadsDir())).filter((name) => name.startsWith(id))).toEqual([]);
  });

  it('keeps the published bytes when the media file is read back after the upload is gone', async () => {
    const bytes = mp4Bytes(40_000);
    const { id } = await uploaded(hustler, bytes);
    await publish(hustler, id);
    const [video] = await videosOf(id);
    expect((await readFile(path.join(server.config.mediaDir, video!.video_file))).equals(bytes)).toBe(true);
  });

  describe('posters', () => {
    const poster = { filename: 'frame.png', kind: 'poster' };

    it('publishes a video with the poster uploaded beside it; lists show it, and deleting the video removes both files', async () => {
      const video = await uploaded(hustler, mp4Bytes(30_000));
      const frameBytes = pngBytes(4000);
      const frame = await uploaded(hustler, frameBytes, poster);
      const published = await postJson(server.baseUrl, '/api/videos', { title: 'With a poster', uploadId: video.id, posterUploadId: frame.id }, bearer(hustler.accessToken));
      expect(published.status).toBe(201);
      const body = await readJson(published);
      expect(body.video.posterUrl).toMatch(/^\/media\/\w+\.png$/);
      const image = await fetch(server.baseUrl + body.video.posterUrl);
      expect(Buffer.from(await image.arrayBuffer()).equals(frameBytes)).toBe(true);
      const feed = await readJson(await fetch(`${server.baseUrl}/api/userprofile/getvideos`, { headers: bearer(hustler.accessToken) }));
      expect(feed.data.find((item: { _id: string }) => item._id === body.video._id)).toMatchObject({ posterUrl: body.video.posterUrl });
      expect((await uploadState(server.baseUrl, hustler.accessToken, frame.path)).status).toBe(404);

      const removed = await fetch(`${server.baseUrl}/api/videos/${body.video._id}`, { method: 'DELETE', headers: bearer(hustler.accessToken) });
      expect(removed.status).toBe(200);
      expect((await fetch(server.baseUrl + body.video.posterUrl)).status).toBe(404);
      expect((await fetch(server.baseUrl + body.video.videoUrl)).status).toBe(404);
    });

    it('has no poster when none is sent', async () => {
      const { id } = await uploaded(hustler, mp4Bytes(20_000));
      expect((await readJson(await publish(hustler, id))).video.posterUrl).toBeNull();
    });

    it('takes only images of at most 5 MB as posters, and never a video upload in place of one', async () => {
      const tooBig = await createUpload(server.baseUrl, hustler.accessToken, 5 * 1024 * 1024 + 1, poster);
      expect(tooBig.status).toBe(413);
      expect(await readJson(tooBig)).toMatchObject({ message: 'Poster must be at most 5 MB' });
      const notImage = await startUpload(server.baseUrl, hustler.accessToken, 4000, poster);
      const refused = await sendBytes(server.baseUrl, hustler.accessToken, notImage.path, 0, mp4Bytes(4000));
      expect(refused.status).toBe(415);
      expect(await readJson(refused)).toMatchObject({ message: 'Poster must be a PNG or JPEG image' });

      const video = await uploaded(hustler, mp4Bytes(20_000));
      const another = await uploaded(hustler, mp4Bytes(20_000));
      const wrongKind = await postJson(server.baseUrl, '/api/videos', { title: 'T', uploadId: video.id, posterUploadId: another.id }, bearer(hustler.accessToken));
      expect(wrongKind.status).toBe(404);
      expect(await readJson(wrongKind)).toMatchObject({ field: 'posterUploadId' });
      expect(await videosOf(video.id)).toEqual([]);
      // Nothing was staged into the media for the refused publish: it can still be published.
      expect((await publish(hustler, video.id)).status).toBe(201);
    });

    it('bounds a poster whose length is deferred by its own 5 MB, not the video limit tus knows', async () => {
      const created = await fetch(`${server.baseUrl}/api/uploads`, {
        method: 'POST',
        headers: { 'tus-resumable': '1.0.0', 'upload-defer-length': '1', 'upload-metadata': `kind ${Buffer.from('poster').toString('base64')}`, ...bearer(hustler.accessToken) },
      });
      expect(created.status).toBe(201);
      const uploadPath = created.headers.get('location')!;
      const over = await sendBytes(server.baseUrl, hustler.accessToken, uploadPath, 0, pngBytes(5 * 1024 * 1024 + 1));
      expect(over.status).toBe(413);
      expect(await readJson(over)).toMatchObject({ message: 'Poster must be at most 5 MB' });
      expect((await uploadState(server.baseUrl, hustler.accessToken, uploadPath)).headers.get('upload-offset')).toBe('0');
    });
  });
});

describe('the tus protocol as its specification says', () => {
  it('answers discovery (OPTIONS) without a token: versions, extensions and the largest size', async () => {
    const response = await fetch(`${server.baseUrl}/api/uploads`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('tus-version')).toBe('1.0.0');
    expect(response.headers.get('tus-max-size')).toBe('52428800');
    expect(response.headers.get('tus-extension')?.split(',')).toEqual(expect.arrayContaining(['creation', 'termination']));
  });

  it('answers a version it does not speak with 412 and the version it does, creating nothing', async () => {
    const before = await readdir(uploadsDir());
    const response = await fetch(`${server.baseUrl}/api/uploads`, {
      method: 'POST',
      headers: { 'tus-resumable': '0.2.2', 'upload-length': '100', ...bearer(hustler.accessToken) },
    });
    expect(response.status).toBe(412);
    expect(response.headers.get('tus-version')).toBe('1.0.0');
    expect(await readJson(response)).toMatchObject({ success: false, message: expect.stringContaining('0.2.2') });
    expect(await readdir(uploadsDir())).toEqual(before);
  });

  it('takes PATCH and DELETE sent as POST with X-HTTP-Method-Override', async () => {
    const bytes = mp4Bytes(10_000);
    const upload = await startUpload(server.baseUrl, hustler.accessToken, bytes.length);
    const overridden = (method: string, body?: Buffer) =>
      fetch(server.baseUrl + upload.path, {
        method: 'POST',
        headers: { 'tus-resumable': '1.0.0', 'x-http-method-override': method, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream', ...bearer(hustler.accessToken) },
        body,
      });
    const patched = await overridden('PATCH', bytes.subarray(0, 4000));
    expect(patched.status).toBe(204);
    expect(patched.headers.get('upload-offset')).toBe('4000');
    expect((await overridden('PUT')).status).toBe(405);
    expect((await overridden('DELETE')).status).toBe(204);
    expect((await uploadState(server.baseUrl, hustler.accessToken, upload.path)).status).toBe(404);
  });
});

describe("the day's upload budget", () => {
  it('counts a published upload against it, and refuses one that would go over it before a byte is sent', async () => {
    const limited = await startApiTestServer({ env: { UPLOAD_QUOTA_MB_PER_DAY: '1' } });
    try {
      const pitcher = await signUp(limited.baseUrl, { role: 'Hustler' });
      const bytes = mp4Bytes(600_000);
      const first = await startUpload(limited.baseUrl, pitcher.accessToken, bytes.length);
      expect((await sendBytes(limited.baseUrl, pitcher.accessToken, first.path, 0, bytes)).status).toBe(204);
      const published = await postJson(limited.baseUrl, '/api/videos', { title: 'Fits', uploadId: first.id }, bearer(pitcher.accessToken));
      expect(published.status).toBe(201);

      const over = await createUpload(limited.baseUrl, pitcher.accessToken, 600_000);
      expect(over.status).toBe(429);
      expect(await readJson(over)).toMatchObject({ success: false, message: "You have reached today's upload limit of 1 MB. Try again tomorrow." });
      expect((await createUpload(limited.baseUrl, pitcher.accessToken, 100_000)).status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
