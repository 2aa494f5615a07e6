import { pairKey } from '@startupsetu/server-core/repositories/connections-repository';
import { newId } from '@startupsetu/server-core/ids';
import { connectPeople } from '@startupsetu/server-core/testing/connections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../../testing/api-test-server';
import { sendForm, type FormEntries } from '../../testing/form-uploads';

// Discovery filters (skills, stage, interest areas, investor type, desired role), named profiles
// before unnamed ones across pages, and each card's connection state from the viewer's side.

let server: ApiTestServer;
let viewer: TestAccount;
const ids: Record<string, string> = {};

async function member(key: string, role: string, path: string | null, entries: FormEntries = []) {
  const account = await signUp(server.baseUrl, { role });
  if (path) expect((await sendForm(server.baseUrl, path, entries, { token: account.accessToken })).status).toBe(200);
  ids[key] = account.id;
  return account;
}

beforeAll(async () => {
  server = await startApiTestServer();
  viewer = await signUp(server.baseUrl, { role: 'Hustler' });
  await member('anu', 'Hustler', '/api/userprofile/Hustler', [
    ['Username', 'Anu'],
    ['currentStage', 'preSeed'],
    ['skills', 'Networking'],
    ['skills', 'Fast Execution'],
  ]);
  await member('ben', 'Hustler', '/api/userprofile/Hustler', [['Username', 'Ben'], ['currentStage', 'seed'], ['skills', 'Networking']]);
  await member('nameless', 'Hustler', '/api/userprofile/Hustler', [['currentStage', 'preSeed']]);
  await member('cara', 'Cofounder', '/api/userprofile/cofounder', [['Username', 'Cara'], ['skills', 'React, Design']]);
  await member('dev', 'Cofounder', '/api/userprofile/cofounder', [['Username', 'Dev'], ['skills', 'React Native']]);
  await member('ivy', 'Investor', '/api/userprofile/Investor', [
    ['Username', 'Ivy'],
    ['investorType', 'visionary'],
    ['interestAreas', 'Tech and App Development'],
  ]);
  await member('ola', 'Investor', '/api/userprofile/Investor', [
    ['Username', 'Ola'],
    ['investorType', 'curious'],
    ['interestAreas', 'Social Impact Projects'],
    ['interestAreas', 'Tech and App Development'],
  ]);
  await member('jo', 'Jobseeker', '/api/usrprofile/Jobseeker', [['Username', 'Jo'], ['desiredRole', 'Senior Data Analyst']]);
  await member('kim', 'Jobseeker', '/api/usrprofile/Jobseeker', [['Username', 'Kim'], ['desiredRole', 'Designer']]);
});

afterAll(async () => {
  await server.close();
});

async function list(path: string, query = '') {
  const response = await fetch(`${server.baseUrl}/api/userprofile/${path}${query}`, { headers: bearer(viewer.accessToken) });
  return { status: response.status, body: (await response.json()) as any };
}

const names = (body: { data: { profiledetails: { Username?: string } }[] }) => body.data.map((u) => u.profiledetails.Username ?? '(no name)');

describe('discovery filters', () => {
  it.each([
    ['cofounderprofile', 'skills=react', ['Cara']],
    ['cofounderprofile', 'skills=React%20Native', ['Dev']],
    ['Hustlerprofile', 'stage=preSeed', ['Anu', '(no name)']],
    ['Hustlerprofile', 'stage=seed', ['Ben']],
    ['Hustlerprofile', 'stage=Launch', []],
    ['Hustlerprofile', 'skills=Networking', ['Ben', 'Anu']],
    ['Hustlerprofile', 'skills=networking', ['Ben', 'Anu']],
    ['Hustlerprofile', 'skills=Network', []],
    ['Hustlerprofile', 'skills=Fast%20Execution&stage=preSeed', ['Anu']],
    ['Investorprofile', 'interestAreas=Tech%20and%20App%20Development', ['Ola', 'Ivy']],
    ['Investorprofile', 'interestAreas=Social%20Impact%20Projects', ['Ola']],
    ['Investorprofile', 'investorType=visionary', ['Ivy']],
    ['Investorprofile', 'investorType=curious&interestAreas=Social%20Impact%20Projects', ['Ola']],
    ['Jobseekerprofile', 'desiredRole=data%20analyst', ['Jo']],
    ['Jobseekerprofile', 'desiredRole=DESIGN', ['Kim']],
    ['Jobseekerprofile', 'desiredRole=pilot', []],
  ])('%s?%s', async (path, query, expected) => {
    const { status, body } = await list(path, `?${query}`);
    expect(status).toBe(200);
    expect(names(body)).toEqual(expected);
  });

  it.each([
    ['Hustlerprofile', 'stage=someday', 'stage'],
    ['Investorprofile', 'investorType=whale', 'investorType'],
    ['Investorprofile', 'interestAreas=Crypto', 'interestAreas'],
    ['Jobseekerprofile', `desiredRole=${'x'.repeat(101)}`, 'desiredRole'],
    ['cofounderprofile', 'skills=a%00b', 'skills'],
  ])('%s?%s answers 400 naming the field', async (path, query, field) => {
    const { status, body } = await list(path, `?${query}`);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.message).toContain(field);
  });

  it('follows a profile edit: the new stage is found, the old one no longer', async () => {
    const ben = await signUp(server.baseUrl, { role: 'Hustler' });
    await sendForm(server.baseUrl, '/api/userprofile/me', [['Username', 'Edited'], ['currentStage', 'Growth']], {
      token: ben.accessToken,
      method: 'PUT',
    });
    expect(names((await list('Hustlerprofile', '?stage=Growth')).body)).toEqual(['Edited']);
    await sendForm(server.baseUrl, '/api/userprofile/me', [['currentStage', 'Launch']], { token: ben.accessToken, method: 'PUT' });
    expect(names((await list('Hustlerprofile', '?stage=Growth')).body)).toEqual([]);
    expect(names((await list('Hustlerprofile', '?stage=Launch')).body)).toEqual(['Edited']);
  });
});

describe('order and paging', () => {
  it('lists named profiles before unnamed ones, newest first in each, across pages', async () => {
    const extra: string[] = [];
    for (let i = 0; i < 3; i += 1) extra.push((await member(`blank${i}`, 'Cofounder', null)).id);
    const named = await member('late', 'Cofounder', '/api/userprofile/cofounder', [['Username', 'Late']]);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const { body } = await list(
        'cofounderprofile',
        `?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...body.data.map((card: { _id: string }) => card._id));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([named.id, ids.dev, ids.cara, ...extra.reverse()]);
  });
});

describe('connection state on cards', () => {
  it("shows the viewer's side: sent, received, connected, none", async () => {
    const now = new Date().toISOString();
    const request = (id: string, from: string, to: string) => ({
      id,
      kind: 'connect' as const,
      requester_id: from,
      target_id: to,
      pair_key: pairKey(from, to),
      status: 'pending' as const,
      note: null,
      created_at: now,
      updated_at: now,
    });
    const sent = newId();
    const received = newId();
    await server.db.insertInto('connect_requests').values([request(sent, viewer.id, ids.ivy!), request(received, ids.ola!, viewer.id)]).execute();
    const cards = (await list('Investorprofile')).body.data as { _id: string; connection: string; requestId?: string }[];
    const byId = Object.fromEntries(cards.map((card) => [card._id, card]));
    expect(byId[ids.ivy!]).toMatchObject({ connection: 'sent', requestId: sent });
    expect(byId[ids.ola!]).toMatchObject({ connection: 'received', requestId: received });

    await connectPeople(server.db, viewer.id, ids.cara!);
    const cofounders = (await list('cofounderprofile')).body.data as { _id: string; connection: string }[];
    expect(cofounders.find((card) => card._id === ids.cara)?.connection).toBe('connected');
    expect(cofounders.find((card) => card._id === ids.dev)?.connection).toBe('none');
  });
});
