import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bearer,
  postJson,
  readJson,
  signUp,
  startApiTestServer,
  type ApiTestServer,
  type TestAccount,
} from '../../testing/api-test-server';
import { listMediaDir, pngBytes, sendForm, type FileEntry, type FormEntries } from '../../testing/form-uploads';

const FIVE_MB = 5 * 1024 * 1024;

let server: ApiTestServer;
let hustler: TestAccount;
let investor: TestAccount;

beforeAll(async () => {
  server = await startApiTestServer();
  hustler = await signUp(server.baseUrl, { role: 'Hustler' });
  investor = await signUp(server.baseUrl, { role: 'Investor' });
  // Something stored, to show that a refused request changes nothing.
  const first = await sendForm(server.baseUrl, '/api/userprofile/Hustler', [['Username', 'Kept']], {
    token: hustler.accessToken,
  });
  expect(first.status).toBe(200);
});

afterAll(async () => {
  await server.close();
});

async function profileOf(token: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${server.baseUrl}/api/userprofile/getUser`, { headers: bearer(token) });
  return (await readJson(response)).user.profiledetails;
}

const picture = (bytes = pngBytes()): FileEntry => ({ bytes, filename: 'me.png', type: 'image/png' });

// The picture goes first, so that it is already being written when the bad part arrives.
describe.each([
  ['/api/userprofile/Hustler', () => hustler],
  ['/api/userprofile/Investor', () => investor],
])('refused forms to %s', (path, account) => {
  it.each<[string, FormEntries, number, string]>([
    [
      'an unknown field',
      [['profilePic', picture()], ['favouriteColour', 'teal']],
      400,
      'Unknown field: favouriteColour',
    ],
    ['a file under another name', [['avatar', picture()]], 400, 'Unknown field: avatar'],
    ['a text in place of the picture', [['profilePic', 'me.png']], 400, 'profilePic must be a file'],
    [
      'a text file named .png',
      [['profilePic', { bytes: 'I am not a picture', filename: 'fake.png', type: 'image/png' }]],
      415,
      'Profile picture must be a PNG or JPEG image',
    ],
    [
      'a picture a bit over 5 MB',
      [['profilePic', picture(pngBytes(FIVE_MB + 1024))]],
      413,
      'Profile picture must be at most 5 MB',
    ],
    [
      'two files',
      [['profilePic', picture()], ['profilePic', picture()]],
      400,
      'Only one file may be uploaded',
    ],
    [
      'a field repeated that is sent once',
      [['profilePic', picture()], ['Username', 'A'], ['Username', 'B']],
      400,
      'Username must be sent only once',
    ],
    [
      'a text over 2000 characters',
      [['profilePic', picture()], ['phoneno', '9'.repeat(2001)]],
      400,
      'phoneno must be at most 2000 characters long',
    ],
    [
      'a text far over the form field limit',
      [['profilePic', picture()], ['phoneno', '9'.repeat(50_000)]],
      400,
      'phoneno must be at most 2000 characters long',
    ],
    [
      'more than 50 fields',
      [['profilePic', picture()], ...Array.from({ length: 51 }, (): [string, string] => ['phoneno', '1'])],
      413,
      'Too many form fields (at most 50)',
    ],
  ])('answers %s with a clear error and leaves no file', async (_case, entries, status, message) => {
    const mediaBefore = await listMediaDir(server.config.mediaDir);
    const profileBefore = await profileOf(account().accessToken);
    const response = await sendForm(server.baseUrl, path, entries, { token: account().accessToken });
    expect(response.status).toBe(status);
    expect(await readJson(response)).toMatchObject({ success: false, message });
    expect(await listMediaDir(server.config.mediaDir)).toEqual(mediaBefore);
    expect(await profileOf(account().accessToken)).toEqual(profileBefore);
  });
});

describe('wrong values', () => {
  it.each<[string, string, FormEntries, string]>([
    [
      'a currentStage outside the list',
      '/api/userprofile/Hustler',
      [['currentStage', 'unicorn']],
      'currentStage must be one of ideation, preSeed, seed, seriesA, growth',
    ],
    [
      'a skill outside the list',
      '/api/userprofile/Hustler',
      [['skills', 'Networking'], ['skills', 'Juggling']],
      'skills must be one of Fast Execution, Goal-Oriented, Creative Problem-Solving, Networking',
    ],
    [
      'an investorType outside the list',
      '/api/userprofile/Investor',
      [['investorType', 'angel']],
      'investorType must be one of visionary, wealthWizard, growthGuru, communityChampion, curious',
    ],
    [
      'an interest area outside the list',
      '/api/userprofile/Investor',
      [['interestAreas', 'Crypto']],
      'interestAreas must be one of Sustainable Innovations, Tech and App Development, Creative Arts & Media, Social Impact Projects, Something Else',
    ],
    ['an adventureAlert over 10', '/api/userprofile/Investor', [['adventureAlert', '11']], 'adventureAlert must be a whole number from 1 to 10'],
    [
      'an explorationPreference that is not a number',
      '/api/userprofile/Investor',
      [['explorationPreference', 'high']],
      'explorationPreference must be a whole number from 1 to 10',
    ],
    ['a malformed contactEmail', '/api/userprofile/Investor', [['contactEmail', 'not-an-email']], 'contactEmail must be a valid email address'],
    ['a NUL character', '/api/userprofile/Investor', [['excitement', 'a\u0000b']], 'excitement must not contain NUL characters'],
  ])('answers 400 for %s, names the field and keeps no picture', async (_case, path, entries, message) => {
    const account = path.endsWith('Investor') ? investor : hustler;
    const mediaBefore = await listMediaDir(server.config.mediaDir);
    const response = await sendForm(server.baseUrl, path, [['profilePic', picture()], ...entries], {
      token: account.accessToken,
    });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({ success: false, message, error: 'Bad Request' });
    expect(await listMediaDir(server.config.mediaDir)).toEqual(mediaBefore);
  });

  it('accepts a picture of exactly 5 MB', async () => {
    const account = await signUp(server.baseUrl, { role: 'Hustler' });
    const response = await sendForm(server.baseUrl, '/api/userprofile/Hustler', [['profilePic', picture(pngBytes(FIVE_MB))]], {
      token: account.accessToken,
    });
    expect(response.status).toBe(200);
    expect((await profileOf(account.accessToken)).profilePic).toMatch(/^\/media\//);
  });
});

describe('bodies of the wrong kind', () => {
  const url = () => `${server.baseUrl}/api/userprofile/Hustler`;

  it('answers 415 for JSON sent to a form endpoint', async () => {
    const response = await postJson(server.baseUrl, '/api/userprofile/Hustler', { Username: 'x' }, bearer(hustler.accessToken));
    expect(response.status).toBe(415);
    expect(await readJson(response)).toEqual({
      success: false,
      message: 'Request body must be multipart/form-data',
      error: 'Unsupported Media Type',
    });
  });

  it('answers 415 for a form endpoint called without a body', async () => {
    const response = await fetch(url(), { method: 'POST', headers: bearer(hustler.accessToken) });
    expect(response.status).toBe(415);
  });

  it('answers 415 for a form sent to a JSON endpoint', async () => {
    const response = await sendForm(server.baseUrl, '/api/auth/signin', [
      ['email', 'a@example.com'],
      ['password', 'secret'],
    ]);
    expect(response.status).toBe(415);
    expect((await readJson(response)).message).toBe('This endpoint takes a JSON body, not multipart/form-data');
  });

  it.each([
    ['without a boundary', 'multipart/form-data', 'Username=x'],
    ['that is not multipart at all', 'multipart/form-data; boundary=XYZ', 'just some bytes'],
  ])('answers 400 for a multipart body %s', async (_case, contentType, body) => {
    const response = await fetch(url(), {
      method: 'POST',
      headers: { ...bearer(hustler.accessToken), 'content-type': contentType },
      body,
    });
    expect(response.status).toBe(400);
    expect((await readJson(response)).message).toBe('Request body is not well-formed multipart/form-data');
  });

  it('answers 400 for a form cut off inside the picture, and leaves no file', async () => {
    const mediaBefore = await listMediaDir(server.config.mediaDir);
    const head = [
      '--XYZ',
      'Content-Disposition: form-data; name="profilePic"; filename="me.png"',
      'Content-Type: image/png',
      '',
      '',
    ].join('\r\n');
    const response = await fetch(url(), {
      method: 'POST',
      headers: { ...bearer(hustler.accessToken), 'content-type': 'multipart/form-data; boundary=XYZ' },
      body: Buffer.concat([Buffer.from(head), pngBytes(70_000)]),
    });
    expect(response.status).toBe(400);
    expect(await listMediaDir(server.config.mediaDir)).toEqual(mediaBefore);
  });

  it('deletes the partial picture when the client goes away in the middle of the upload', async () => {
    const mediaBefore = await listMediaDir(server.config.mediaDir);
    const { hostname, port } = new URL(server.baseUrl);
    const request = http.request({
      hostname,
      port,
      path: '/api/userprofile/Hustler',
      method: 'POST',
      headers: {
        ...bearer(hustler.accessToken),
        'content-type': 'multipart/form-data; boundary=XYZ',
        'content-length': String(4 * 1024 * 1024),
      },
    });
    request.on('error', () => undefined);
    request.write('--XYZ\r\nContent-Disposition: form-data; name="profilePic"; filename="me.png"\r\n\r\n');
    request.write(pngBytes(300_000));
    const uploading = async () => (await listMediaDir(server.config.mediaDir)).some((name) => name.startsWith('.upload-'));
    await vi.waitFor(async () => expect(await uploading()).toBe(true), { timeout: 10_000 });

    request.destroy();
    await vi.waitFor(async () => expect(await listMediaDir(server.config.mediaDir)).toEqual(mediaBefore), {
      timeout: 10_000,
    });
  });

  it('keeps the connection usable after refusing a large upload', async () => {
    const big = await sendForm(server.baseUrl, '/api/userprofile/Hustler', [['profilePic', picture(pngBytes(FIVE_MB + 1))]], {
      token: hustler.accessToken,
    });
    expect(big.status).toBe(413);
    const next = await fetch(`${server.baseUrl}/api/userprofile/getUser`, { headers: bearer(hustler.accessToken) });
    expect(next.status).toBe(200);
  });
});
