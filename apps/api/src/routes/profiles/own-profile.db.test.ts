import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, readJson, signUp, startApiTestServer, type ApiTestServer } from '../../testing/api-test-server';
import { listMediaDir, pngBytes, sendForm, type FormEntries } from '../../testing/form-uploads';

// PUT /api/userprofile/me: any subset of the caller's own role's fields, nothing required, values
// not sent kept, another role's field refused naming it (DESIGN §6.1).

let server: ApiTestServer;

beforeAll(async () => {
  server = await startApiTestServer();
});

afterAll(async () => {
  await server.close();
});

async function profileOf(token: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${server.baseUrl}/api/userprofile/getUser`, { headers: bearer(token) });
  return (await readJson(response)).user.profiledetails;
}

const edit = (token: string, entries: FormEntries) =>
  sendForm(server.baseUrl, '/api/userprofile/me', entries, { token, method: 'PUT' });

async function onboarded(role: string, path: string, entries: FormEntries) {
  const account = await signUp(server.baseUrl, { role });
  expect((await sendForm(server.baseUrl, path, entries, { token: account.accessToken })).status).toBe(200);
  return account;
}

describe('PUT /api/userprofile/me', () => {
  it("an investor edits interest areas and type; the rest stays, the reply is the user", async () => {
    const account = await onboarded('Investor', '/api/userprofile/Investor', [
      ['Username', 'Ira'],
      ['contactEmail', 'ira@fund.example'],
      ['excitement', 'Climate'],
      ['explorationPreference', '8'],
    ]);
    const response = await edit(account.accessToken, [
      ['interestAreas', 'Tech and App Development'],
      ['interestAreas', 'Something Else'],
      ['investorType', 'growthGuru'],
    ]);
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body).toMatchObject({ success: true, message: 'Profile updated successfully!' });
    expect(body.user.profiledetails).toEqual({
      Username: 'Ira',
      displayName: 'Ira',
      contactEmail: 'ira@fund.example',
      excitement: 'Climate',
      adventureAlert: 5,
      explorationPreference: 8,
      interestAreas: ['Tech and App Development', 'Something Else'],
      investorType: 'growthGuru',
      profilePic: null,
    });
    expect(await profileOf(account.accessToken)).toEqual(body.user.profiledetails);
  });

  it('a renamed investor is listed under the new name', async () => {
    const account = await onboarded('Investor', '/api/userprofile/Investor', [['Username', 'Old']]);
    await edit(account.accessToken, [['Username', 'New Name']]);
    expect(await profileOf(account.accessToken)).toMatchObject({ Username: 'New Name', displayName: 'New Name' });
  });

  it.each([
    ['Cofounder', '/api/userprofile/cofounder', [['superpower', 'Sales']], [['dreamProject', 'Solar'], ['skills', 'Go, Rust']], { superpower: 'Sales', dreamProject: 'Solar', skills: ['Go', 'Rust'] }],
    ['Jobseeker', '/api/usrprofile/Jobseeker', [['aboutMe', 'Keen']], [['desiredRole', 'Designer'], ['experience', '2 years']], { aboutMe: 'Keen', desiredRole: 'Designer', experience: '2 years' }],
  ] as const)('a %s edits its own fields', async (role, path, first, entries, expected) => {
    const account = await onboarded(role, path, first as unknown as FormEntries);
    const response = await edit(account.accessToken, entries as unknown as FormEntries);
    expect(response.status).toBe(200);
    expect(await profileOf(account.accessToken)).toMatchObject(expected);
  });

  it("a Hustler's stored stage preSeed is kept when only the bio is sent, and nothing is required", async () => {
    const account = await onboarded('Hustler', '/api/userprofile/Hustler', [['project', 'Setu'], ['currentStage', 'preSeed']]);
    const response = await edit(account.accessToken, [['bio', 'Builder']]);
    expect(response.status).toBe(200);
    expect(await profileOf(account.accessToken)).toMatchObject({ project: 'Setu', currentStage: 'preSeed', bio: 'Builder' });
  });

  it("a Hustler may pick an update-form stage and type skills freely", async () => {
    const account = await signUp(server.baseUrl, { role: 'Hustler' });
    expect((await edit(account.accessToken, [['currentStage', 'Launch'], ['skills', 'Sales, Ops']])).status).toBe(200);
    expect(await profileOf(account.accessToken)).toMatchObject({ currentStage: 'Launch', skills: ['Sales', 'Ops'] });
  });

  it.each([
    ['Investor', 'project'],
    ['Cofounder', 'investorType'],
    ['Jobseeker', 'phoneno'],
    ['Hustler', 'desiredRole'],
  ])("a %s sending %s (another role's field) gets 400 naming it; nothing changes, no file is kept", async (role, field) => {
    const account = await signUp(server.baseUrl, { role });
    const mediaBefore = await listMediaDir(server.config.mediaDir);
    const response = await edit(account.accessToken, [
      ['Username', 'Changed'],
      [field, 'x'],
      ['profilePic', { bytes: pngBytes(), filename: 'p.png', type: 'image/png' }],
    ]);
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({ success: false, message: `${field} is not a field of a ${role} profile`, field });
    expect(await profileOf(account.accessToken)).toEqual({ profilePic: null });
    expect(await listMediaDir(server.config.mediaDir)).toEqual(mediaBefore);
  });

  it.each([
    [[['investorType', 'whale']], 'investorType'],
    [[['explorationPreference', '11']], 'explorationPreference'],
    [[['contactEmail', 'not-an-email']], 'contactEmail'],
    [[['nonsense', '1']], 'nonsense'],
  ] as const)('refuses invalid values with 400 naming the field (%j)', async (entries, field) => {
    const account = await signUp(server.baseUrl, { role: 'Investor' });
    const response = await edit(account.accessToken, entries as unknown as FormEntries);
    expect(response.status).toBe(400);
    expect((await readJson(response)).field).toBe(field);
  });

  it('stores a new profile picture', async () => {
    const account = await signUp(server.baseUrl, { role: 'Jobseeker' });
    const response = await edit(account.accessToken, [['profilePic', { bytes: pngBytes(), filename: 'p.png', type: 'image/png' }]]);
    expect(response.status).toBe(200);
    expect(String((await profileOf(account.accessToken)).profilePic)).toMatch(/^\/media\//);
  });

  it('answers 401 without a token', async () => {
    const response = await fetch(`${server.baseUrl}/api/userprofile/me`, { method: 'PUT', body: new FormData() });
    expect(response.status).toBe(401);
  });
});
