import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, readJson, signUp, startApiTestServer, type ApiTestServer } from '../../testing/api-test-server';
import { jpegBytes, listMediaDir, pngBytes, sendForm, type FormEntries } from '../../testing/form-uploads';

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

function update(token: string, entries: FormEntries) {
  return sendForm(server.baseUrl, '/api/userprofile/Update_H_profile', entries, { token, method: 'PUT' });
}

const mediaName = (url: unknown) => String(url).replace(/^\/media\//, '');

describe('PUT /api/userprofile/Update_H_profile', () => {
  it('stores the fields, with the skills trimmed into a list', async () => {
    const account = await signUp(server.baseUrl, { role: 'Hustler' });
    const response = await update(account.accessToken, [
      ['Username', ' Asha '],
      ['phoneno', '12345'],
      ['bio', 'Updated bio'],
      ['project', ' KisanLink 2 '],
      ['currentStage', 'Launch'],
      ['skills', ' Sales ,Marketing,  , Hiring '],
      ['currentWork', 'Scaling'],
      ['contribution', 'Everything'],
    ]);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ success: true, message: 'Profile updated successfully!' });
    expect(await profileOf(account.accessToken)).toEqual({
      Username: 'Asha',
      phoneno: '12345',
      bio: 'Updated bio',
      project: 'KisanLink 2',
      currentStage: 'Launch',
      skills: ['Sales', 'Marketing', 'Hiring'],
      currentWork: 'Scaling',
      contribution: 'Everything',
      profilePic: null,
    });
  });

  it.each([
    ['missing', [['Username', 'No project']] as FormEntries],
    ['blank', [['project', '   ']] as FormEntries],
  ])('answers 400 "Project is required" when the project is %s', async (_case, entries) => {
    const account = await signUp(server.baseUrl, { role: 'Hustler' });
    const mediaBefore = await listMediaDir(server.config.mediaDir);
    const response = await update(account.accessToken, [
      ['profilePic', { bytes: pngBytes(), filename: 'p.png', type: 'image/png' }],
      ...entries,
    ]);
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({ success: false, error: 'Project is required', message: 'Project is required' });
    expect(await listMediaDir(server.config.mediaDir)).toEqual(mediaBefore);
    expect(await profileOf(account.accessToken)).toEqual({ profilePic: null });
  });

  it.each(['Ideation', 'Development', 'Launch', 'Growth'])('accepts the stage %s', async (stage) => {
    const account = await signUp(server.baseUrl, { role: 'Hustler' });
    const response = await update(account.accessToken, [['project', 'P'], ['currentStage', stage]]);
    expect(response.status).toBe(200);
    expect((await profileOf(account.accessToken)).currentStage).toBe(stage);
  });

  it('defaults the stage to Ideation', async () => {
    const account = await signUp(server.baseUrl, { role: 'Hustler' });
    await update(account.accessToken, [['project', 'P']]);
    expect((await profileOf(account.accessToken)).currentStage).toBe('Ideation');
  });

  it("keeps a stored onboarding stage such as preSeed when the stage is not sent (it is no longer made 'Ideation')", async () => {
    const account = await signUp(server.baseUrl, { role: 'Hustler' });
    await sendForm(server.baseUrl, '/api/userprofile/Hustler', [['currentStage', 'preSeed']], { token: account.accessToken });
    const response = await update(account.accessToken, [['project', 'P'], ['bio', 'New bio']]);
    expect(response.status).toBe(200);
    expect(await profileOf(account.accessToken)).toMatchObject({ currentStage: 'preSeed', bio: 'New bio', project: 'P' });
  });

  it('refuses a stage of the onboarding list, with the message in error too', async () => {
    const account = await signUp(server.baseUrl, { role: 'Hustler' });
    const response = await update(account.accessToken, [['project', 'P'], ['currentStage', 'seed']]);
    expect(response.status).toBe(400);
    const message = 'currentStage must be one of Ideation, Development, Launch, Growth';
    expect(await readJson(response)).toEqual({ success: false, message, error: message, field: 'currentStage' });
  });

  it('replaces the picture and deletes the old file', async () => {
    const account = await signUp(server.baseUrl, { role: 'Cofounder' });
    const first = await update(account.accessToken, [
      ['project', 'P'],
      ['profilePic', { bytes: pngBytes(), filename: 'one.png', type: 'image/png' }],
    ]);
    expect(first.status).toBe(200);
    const oldName = mediaName((await profileOf(account.accessToken)).profilePic);
    expect(await listMediaDir(server.config.mediaDir)).toContain(oldName);

    const newPicture = jpegBytes(900);
    const second = await update(account.accessToken, [
      ['project', 'P'],
      ['profilePic', { bytes: newPicture, filename: 'two.jpg', type: 'image/jpeg' }],
    ]);
    expect(second.status).toBe(200);
    const profile = await profileOf(account.accessToken);
    const newName = mediaName(profile.profilePic);
    expect(newName).not.toBe(oldName);
    const files = await listMediaDir(server.config.mediaDir);
    expect(files).toContain(newName);
    expect(files).not.toContain(oldName);
    expect((await fetch(`${server.baseUrl}/media/${oldName}`)).status).toBe(404);
    const served = await fetch(`${server.baseUrl}${profile.profilePic as string}`);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(newPicture);

    // Saving without a new picture keeps the current one.
    await update(account.accessToken, [['project', 'P2']]);
    expect((await profileOf(account.accessToken)).profilePic).toBe(profile.profilePic);
  });

  it('edits the profile of any role, keeping fields of the onboarding form', async () => {
    const account = await signUp(server.baseUrl, { role: 'Investor' });
    await sendForm(server.baseUrl, '/api/userprofile/Investor', [['Username', 'Fund'], ['excitement', 'AI']], {
      token: account.accessToken,
    });
    const response = await update(account.accessToken, [['project', 'Portfolio'], ['bio', 'Angel']]);
    expect(response.status).toBe(200);
    expect(await profileOf(account.accessToken)).toMatchObject({
      Username: 'Fund',
      displayName: 'Fund',
      excitement: 'AI',
      project: 'Portfolio',
      bio: 'Angel',
    });
  });

  it('answers an oversized picture with 413, the message in error too', async () => {
    const account = await signUp(server.baseUrl, { role: 'Hustler' });
    const response = await update(account.accessToken, [
      ['project', 'P'],
      ['profilePic', { bytes: pngBytes(5 * 1024 * 1024 + 10), filename: 'big.png', type: 'image/png' }],
    ]);
    expect(response.status).toBe(413);
    expect(await readJson(response)).toEqual({
      success: false,
      message: 'Profile picture must be at most 5 MB',
      error: 'Profile picture must be at most 5 MB',
    });
  });
});
