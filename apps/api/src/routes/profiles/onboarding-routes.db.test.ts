import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, readJson, signUp, startApiTestServer, type ApiTestServer } from '../../testing/api-test-server';
import { jpegBytes, pngBytes, sendForm, type FormEntries } from '../../testing/form-uploads';

let server: ApiTestServer;

beforeAll(async () => {
  server = await startApiTestServer();
});

afterAll(async () => {
  await server.close();
});

async function profileOf(token: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${server.baseUrl}/api/userprofile/getUser`, { headers: bearer(token) });
  expect(response.status).toBe(200);
  return (await readJson(response)).user.profiledetails;
}

function submit(path: string, token: string, entries: FormEntries) {
  return sendForm(server.baseUrl, path, entries, { token });
}

const MEDIA_URL = /^\/media\/[0-9a-f]{42}\.(png|jpg)$/;

describe('POST /api/userprofile/Hustler', () => {
  it('stores every field and the picture; getUser shows them and /media serves the picture', async () => {
    const account = await signUp(server.baseUrl, { role: 'Hustler' });
    const picture = pngBytes(4096);
    const response = await submit('/api/userprofile/Hustler', account.accessToken, [
      ['Username', '  Asha Rao  '],
      ['phoneno', '9876543210'],
      ['bio', 'Building tools for farmers'],
      ['project', 'KisanLink'],
      ['currentStage', 'seed'],
      ['skills', 'Networking'],
      ['skills', 'Fast Execution'],
      ['currentWork', 'Pilot in Nashik'],
      ['contribution', 'Product and sales'],
      ['profilePic', { bytes: picture, filename: 'asha.png', type: 'image/png' }],
    ]);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ success: true, message: 'Hustler profile updated successfully' });

    const profile = await profileOf(account.accessToken);
    expect(profile).toEqual({
      Username: 'Asha Rao',
      phoneno: '9876543210',
      bio: 'Building tools for farmers',
      project: 'KisanLink',
      currentStage: 'seed',
      skills: ['Networking', 'Fast Execution'],
      currentWork: 'Pilot in Nashik',
      contribution: 'Product and sales',
      profilePic: expect.stringMatching(MEDIA_URL),
    });

    const url = `${server.baseUrl}${profile.profilePic as string}`;
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(picture);

    const part = await fetch(url, { headers: { range: 'bytes=100-1123' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-1123/4096');
    expect(Buffer.from(await part.arrayBuffer())).toEqual(picture.subarray(100, 1124));
  });

  it('defaults currentStage to ideation and keeps no picture when none is sent', async () => {
    const account = await signUp(server.baseUrl, { role: 'Hustler' });
    const response = await submit('/api/userprofile/Hustler', account.accessToken, [['Username', 'Ravi']]);
    expect(response.status).toBe(200);
    expect(await profileOf(account.accessToken)).toEqual({ Username: 'Ravi', currentStage: 'ideation', profilePic: null });
  });

  it('merges a later submission over what was stored', async () => {
    const account = await signUp(server.baseUrl, { role: 'Hustler' });
    await submit('/api/userprofile/Hustler', account.accessToken, [
      ['Username', 'Meera'],
      ['currentStage', 'growth'],
      ['skills', 'Goal-Oriented'],
    ]);
    await submit('/api/userprofile/Hustler', account.accessToken, [['bio', 'Second pass']]);
    expect(await profileOf(account.accessToken)).toEqual({
      Username: 'Meera',
      currentStage: 'growth',
      skills: ['Goal-Oriented'],
      bio: 'Second pass',
      profilePic: null,
    });
  });

  it('ignores an empty file input (a part without a file name)', async () => {
    const account = await signUp(server.baseUrl, { role: 'Hustler' });
    const response = await submit('/api/userprofile/Hustler', account.accessToken, [
      ['Username', 'Kabir'],
      ['profilePic', { bytes: Buffer.alloc(0), filename: '' }],
    ]);
    expect(response.status).toBe(200);
    expect((await profileOf(account.accessToken)).profilePic).toBeNull();
  });
});

describe('POST /api/userprofile/cofounder', () => {
  it('stores the fields, the comma-joined skills as a trimmed list, and a JPEG picture', async () => {
    const account = await signUp(server.baseUrl, { role: 'Cofounder' });
    const picture = jpegBytes(1500);
    const response = await submit('/api/userprofile/cofounder', account.accessToken, [
      ['Username', 'Dev'],
      ['phoneno', '+91 90000 00000'],
      ['bio', 'Backend engineer'],
      ['skills', ' React,  Node.js ,, Product design , '],
      ['dreamProject', 'Open health records'],
      ['superpower', 'Shipping fast'],
      ['profilePic', { bytes: picture, filename: 'dev.jpeg', type: 'image/jpeg' }],
    ]);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ success: true, message: 'Cofounder profile updated successfully' });

    const profile = await profileOf(account.accessToken);
    expect(profile).toEqual({
      Username: 'Dev',
      phoneno: '+91 90000 00000',
      bio: 'Backend engineer',
      skills: ['React', 'Node.js', 'Product design'],
      dreamProject: 'Open health records',
      superpower: 'Shipping fast',
      profilePic: expect.stringMatching(/\.jpg$/),
    });
    const served = await fetch(`${server.baseUrl}${profile.profilePic as string}`);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(picture);
  });
});

describe('POST /api/userprofile/Investor', () => {
  it('stores the fields with numbers as numbers, and the Username as displayName', async () => {
    const account = await signUp(server.baseUrl, { role: 'Investor' });
    const response = await submit('/api/userprofile/Investor', account.accessToken, [
      ['Username', 'Priya Capital'],
      ['contactEmail', 'deals@priya.example.com'],
      ['phoneno', '1800 000 000'],
      ['investorType', 'growthGuru'],
      ['interestAreas', 'Tech and App Development'],
      ['interestAreas', 'Creative Arts & Media'],
      ['explorationPreference', '8'],
      ['excitement', 'Founders who ship'],
      ['profilePic', { bytes: pngBytes(), filename: 'p.png', type: 'image/png' }],
    ]);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ success: true, message: 'Profile updated successfully!' });
    expect(await profileOf(account.accessToken)).toEqual({
      Username: 'Priya Capital',
      displayName: 'Priya Capital',
      contactEmail: 'deals@priya.example.com',
      phoneno: '1800 000 000',
      adventureAlert: 5,
      investorType: 'growthGuru',
      interestAreas: ['Tech and App Development', 'Creative Arts & Media'],
      explorationPreference: 8,
      excitement: 'Founders who ship',
      profilePic: expect.stringMatching(MEDIA_URL),
    });
  });

  it('accepts an empty contactEmail', async () => {
    const account = await signUp(server.baseUrl, { role: 'Investor' });
    const response = await submit('/api/userprofile/Investor', account.accessToken, [['contactEmail', '']]);
    expect(response.status).toBe(200);
    expect(await profileOf(account.accessToken)).toMatchObject({ contactEmail: '', adventureAlert: 5 });
  });
});

describe('POST Jobseeker profile (both spellings)', () => {
  it.each(['/api/usrprofile/Jobseeker', '/api/userprofile/Jobseeker'])('stores the fields via %s', async (path) => {
    const account = await signUp(server.baseUrl, { role: 'Jobseeker' });
    const response = await submit(path, account.accessToken, [
      ['Username', 'Neha'],
      ['desiredRole', 'Frontend intern'],
      ['skills', 'TypeScript, CSS'],
      ['aboutMe', 'Final-year student'],
      ['profilePic', { bytes: pngBytes(), filename: 'n.png', type: 'image/png' }],
    ]);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ success: true, message: 'Jobseeker profile updated successfully' });
    expect(await profileOf(account.accessToken)).toEqual({
      Username: 'Neha',
      desiredRole: 'Frontend intern',
      skills: ['TypeScript', 'CSS'],
      aboutMe: 'Final-year student',
      profilePic: expect.stringMatching(MEDIA_URL),
    });
  });
});

describe('whose profile is written', () => {
  it('is decided by the token alone: a form cannot name another user', async () => {
    const alice = await signUp(server.baseUrl, { role: 'Hustler' });
    const bob = await signUp(server.baseUrl, { role: 'Hustler' });
    await submit('/api/userprofile/Hustler', bob.accessToken, [['Username', 'Bob']]);

    const naming = await submit(`/api/userprofile/Hustler?userId=${bob.id}`, alice.accessToken, [
      ['Username', 'Alice'],
    ]);
    expect(naming.status).toBe(200);
    const withId = await submit('/api/userprofile/Hustler', alice.accessToken, [
      ['_id', bob.id],
      ['Username', 'Mallory'],
    ]);
    expect(withId.status).toBe(400);
    expect((await readJson(withId)).message).toBe('Unknown field: _id');

    expect(await profileOf(alice.accessToken)).toMatchObject({ Username: 'Alice' });
    expect(await profileOf(bob.accessToken)).toEqual({ Username: 'Bob', currentStage: 'ideation', profilePic: null });
  });

  it.each([
    ['/api/userprofile/Hustler', 'Investor', 'This form is for Hustler accounts'],
    ['/api/userprofile/cofounder', 'Hustler', 'This form is for Cofounder accounts'],
    ['/api/userprofile/Investor', 'Jobseeker', 'This form is for Investor accounts'],
    ['/api/usrprofile/Jobseeker', 'Cofounder', 'This form is for Jobseeker accounts'],
  ])('refuses %s to a %s account with 403', async (path, role, message) => {
    const account = await signUp(server.baseUrl, { role });
    const response = await submit(path, account.accessToken, [
      ['profilePic', { bytes: pngBytes(), filename: 'x.png', type: 'image/png' }],
      ['Username', 'Wrong form'],
    ]);
    expect(response.status).toBe(403);
    expect(await readJson(response)).toEqual({ success: false, message, error: 'Forbidden' });
    expect(await profileOf(account.accessToken)).toEqual({ profilePic: null });
  });

  it('answers 401 without a token', async () => {
    const response = await sendForm(server.baseUrl, '/api/userprofile/Hustler', [['Username', 'x']]);
    expect(response.status).toBe(401);
  });
});
