import { sampleVideos } from '@startupsetu/server-core/testing/video-containers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson, signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../../testing/api-test-server';
import { uploadVideo, videoFile } from '../../testing/content';
import { htmlBehindQuickTimeHeader, listMediaDir, mp4Bytes, pngBytes, sendForm } from '../../testing/form-uploads';

const MAX_VIDEO_BYTES = 52428800;
const SAMPLES = sampleVideos(2048);
const TOO_BIG = 'File size exceeds the 50MB limit. Please upload a smaller video.';
const WRONG_TYPE = 'Invalid file type! Please upload a valid video format.';

let server: ApiTestServer;
let hustler: TestAccount;

beforeAll(async () => {
  server = await startApiTestServer();
  hustler = await signUp(server.baseUrl, { role: 'Hustler' });
});

afterAll(async () => {
  await server.close();
});

const mediaFiles = () => listMediaDir(server.config.mediaDir);
const videoCount = async () => (await server.db.selectFrom('videos').select('id').execute()).length;

describe('POST /api/userprofile/addvideo', () => {
  it('stores an mp4 (ftyp box) and serves it from /media with byte ranges', async () => {
    const bytes = mp4Bytes(10_000);
    const response = await uploadVideo(server.baseUrl, hustler.accessToken, {
      title: '  Our pitch  ',
      description: ' Ten seconds ',
      video: videoFile(bytes),
    });
    expect(response.status).toBe(201);
    const body = await readJson(response);
    expect(body).toEqual({
      success: true,
      message: 'Video uploaded successfully!',
      video: {
        _id: expect.stringMatching(/^[0-9a-f]{26}$/),
        title: 'Our pitch',
        description: 'Ten seconds',
        videoUrl: expect.stringMatching(/^\/media\/[0-9a-f]+\.mp4$/),
        posterUrl: null,
        likes: 0,
        userHasLiked: false,
        commentCount: 0,
        createdAt: expect.any(String),
        uploadedBy: { _id: hustler.id, verified: false, profiledetails: { profilePic: null } },
      },
    });

    const ranged = await fetch(server.baseUrl + body.video.videoUrl, { headers: { range: 'bytes=4-11' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-type')).toBe('video/mp4');
    expect(ranged.headers.get('content-range')).toBe('bytes 4-11/10000');
    expect(Buffer.from(await ranged.arrayBuffer()).toString('latin1')).toBe('ftypisom');
    const whole = await fetch(server.baseUrl + body.video.videoUrl);
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(bytes);
  });

  it.each([
    ['QuickTime', SAMPLES.quicktime, 'video/quicktime', 'mov'],
    ['MPEG program stream', SAMPLES.mpegProgramStream, 'video/mpeg', 'mpeg'],
    ['MPEG video stream', SAMPLES.mpegVideoStream, 'video/mpeg', 'mpeg'],
    ['AVI', SAMPLES.avi, 'video/x-msvideo', 'avi'],
  ])('accepts %s whose container parses', async (_name, bytes, mimeType, ext) => {
    // The declared type is deliberately wrong: only the bytes count.
    const response = await uploadVideo(server.baseUrl, hustler.accessToken, {
      video: videoFile(bytes, 'video.bin', 'application/octet-stream'),
    });
    expect(response.status).toBe(201);
    const { video } = await readJson(response);
    expect(video.videoUrl).toMatch(new RegExp(`\\.${ext}$`));
    const row = await server.db.selectFrom('videos').selectAll().where('id', '=', video._id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ mime_type: mimeType, size_bytes: bytes.length, user_id: hustler.id });
  });

  it('accepts a video of exactly 52428800 bytes', { timeout: 120_000 }, async () => {
    const response = await uploadVideo(server.baseUrl, hustler.accessToken, { video: videoFile(mp4Bytes(MAX_VIDEO_BYTES)) });
    expect(response.status).toBe(201);
    const { video } = await readJson(response);
    const row = await server.db.selectFrom('videos').selectAll().where('id', '=', video._id).executeTakeFirstOrThrow();
    expect(row.size_bytes).toBe(MAX_VIDEO_BYTES);
    const head = await fetch(server.baseUrl + video.videoUrl, { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe(String(MAX_VIDEO_BYTES));
  });

  it('refuses a video of 52428800 + 1 bytes with 413 and leaves no file', { timeout: 120_000 }, async () => {
    const before = { files: await mediaFiles(), videos: await videoCount() };
    const response = await uploadVideo(server.baseUrl, hustler.accessToken, {
      video: videoFile(mp4Bytes(MAX_VIDEO_BYTES + 1)),
    });
    expect(response.status).toBe(413);
    expect(await readJson(response)).toEqual({ success: false, message: TOO_BIG, error: TOO_BIG });
    expect(await mediaFiles()).toEqual(before.files);
    expect(await videoCount()).toBe(before.videos);
  });

  it.each([
    ['a text file named .mp4', 'I am only text, not a video at all', 'notes.mp4'],
    ['a PNG named .mp4', pngBytes(), 'photo.mp4'],
    ['an empty file', '', 'empty.mp4'],
    ['an HTML page behind a QuickTime header', htmlBehindQuickTimeHeader(), 'page.mov'],
  ])('refuses %s with 415 and leaves no file', async (_case, bytes, filename) => {
    const before = { files: await mediaFiles(), videos: await videoCount() };
    const response = await uploadVideo(server.baseUrl, hustler.accessToken, { video: videoFile(bytes, filename) });
    expect(response.status).toBe(415);
    expect(await readJson(response)).toEqual({ success: false, message: WRONG_TYPE, error: WRONG_TYPE });
    expect(await mediaFiles()).toEqual(before.files);
    expect(await videoCount()).toBe(before.videos);
  });

  it.each<[string, [string, string | ReturnType<typeof videoFile>][], string]>([
    ['no title', [['video', videoFile()], ['description', 'd']], 'title is required'],
    ['a blank title', [['video', videoFile()], ['title', '   ']], 'title is required'],
    ['no video', [['title', 'T'], ['description', 'd']], 'video is required'],
    ['a title over 200 characters', [['video', videoFile()], ['title', 't'.repeat(201)]], 'title must be at most 200 characters long'],
    [
      'a description over 5000 characters',
      [['video', videoFile()], ['title', 'T'], ['description', 'd'.repeat(5001)]],
      'description must be at most 5000 characters long',
    ],
    ['an unknown field', [['video', videoFile()], ['title', 'T'], ['tags', 'x']], 'Unknown field: tags'],
  ])('refuses %s with 400, naming it, and leaves no file', async (_case, entries, message) => {
    const before = { files: await mediaFiles(), videos: await videoCount() };
    const response = await sendForm(server.baseUrl, '/api/userprofile/addvideo', entries, { token: hustler.accessToken });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({ success: false, message, error: message });
    expect(await mediaFiles()).toEqual(before.files);
    expect(await videoCount()).toBe(before.videos);
  });

  it('accepts a description of 5000 characters', async () => {
    const hustler = await signUp(server.baseUrl, { role: 'Hustler' });
    const response = await uploadVideo(server.baseUrl, hustler.accessToken, { description: 'd'.repeat(5000) });
    expect(response.status).toBe(201);
    expect((await readJson(response)).video.description).toHaveLength(5000);
  });

  it("refuses another role's upload with 403 'Only Hustlers can publish videos' and keeps no file", async () => {
    const before = await mediaFiles();
    const investor = await signUp(server.baseUrl, { role: 'Investor' });
    const response = await uploadVideo(server.baseUrl, investor.accessToken);
    expect(response.status).toBe(403);
    expect(await readJson(response)).toMatchObject({ success: false, message: 'Only Hustlers can publish videos' });
    expect(await mediaFiles()).toEqual(before);
  });

  it('refuses an upload without a token with 401 and leaves no file', async () => {
    const before = await mediaFiles();
    const response = await sendForm(server.baseUrl, '/api/userprofile/addvideo', [['title', 'T'], ['video', videoFile()]]);
    expect(response.status).toBe(401);
    expect(await readJson(response)).toEqual({ success: false, message: 'No token provided', error: 'No token provided' });
    expect(await mediaFiles()).toEqual(before);
  });
});
