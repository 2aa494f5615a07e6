import { expect, type APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { uniqueEmail } from './accounts';
import { PITCH_VIDEO } from './content';
import { apiFillProfile, apiSignUp, uniqueWord, type ApiAccount } from './profiles';

export const ROLES = ['Hustler', 'Investor', 'Cofounder', 'Jobseeker'] as const;
export type Role = (typeof ROLES)[number];

/** A member of the community: the account, the role and the profile's name. */
export interface Member extends ApiAccount {
  role: Role;
  name: string;
}

/** A filled profile's fields, per role (the role form's multipart fields). */
export const PROFILE_FIELDS: Record<Role, Record<string, string>> = {
  Hustler: { bio: 'Building rural solar grids', project: 'GaonGrid', currentStage: 'seed', skills: 'Networking', currentWork: 'Pilots', contribution: 'Sales' },
  Investor: { investorType: 'visionary', interestAreas: 'Social Impact Projects', excitement: 'Founders who ship' },
  Cofounder: { bio: 'Backend engineer', skills: 'Go, Payments', superpower: 'Shipping fast' },
  Jobseeker: { aboutMe: 'Final-year student', desiredRole: 'Frontend intern', experience: 'A PWA for my college', skills: 'React, CSS' },
};

export async function apiPost(request: APIRequestContext, account: ApiAccount, path: string, options: Parameters<APIRequestContext['post']>[1]) {
  const response = await request.post(path, { ...options, headers: { ...options?.headers, Authorization: `Bearer ${account.token}` } });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json() as Promise<Record<string, unknown>>;
}

/**
 * One member of every role with a filled profile, and something on every list they see: a video
 * with a comment, a blog, a talk, a chat both ways and a notification each, so that pages are checked
 * with their content and not only their empty states.
 */
export async function seedCommunity(request: APIRequestContext): Promise<Record<Role, Member>> {
  const members = {} as Record<Role, Member>;
  for (const role of ROLES) {
    const name = uniqueWord(role);
    const account = await apiSignUp(request, uniqueEmail(role.toLowerCase()), role);
    await apiFillProfile(request, account, role, { Username: name, ...PROFILE_FIELDS[role] });
    members[role] = { ...account, role, name };
  }
  const { Hustler: hustler, Investor: investor } = members;
  const upload = await apiPost(request, hustler, '/api/userprofile/addvideo', {
    multipart: {
      title: uniqueWord('Pitch'),
      description: 'Our pitch in ninety seconds',
      video: { name: 'pitch.mp4', mimeType: 'video/mp4', buffer: readFileSync(PITCH_VIDEO) },
    },
  });
  const videoId = (upload.video as { _id: string })._id;
  await apiPost(request, investor, '/api/videos/comments', { data: { videoId, text: 'Great traction' } });
  await apiPost(request, hustler, '/api/userprofile/addblog', {
    multipart: { title: uniqueWord('Blog'), summary: 'What we learnt in a year', content: 'Ship early, listen often.' },
  });
  await apiPost(request, hustler, '/api/userprofile/addTalks', { data: { title: 'Who is hiring in Pune?' } });
  await apiPost(request, hustler, '/api/connects/hustlertoinvestor', { data: { investorId: investor.id } });
  // The investor writes first: the hustler's message then answers it (DESIGN §7.4: an investor hears
  // from verified people and connections only, and from whoever they wrote to).
  for (const role of ['Investor', 'Hustler', 'Cofounder', 'Jobseeker'] as const) {
    const other = role === 'Hustler' ? investor : hustler;
    await apiPost(request, members[role], '/api/messages', { data: { receiverId: other.id, text: `Hello from ${members[role].name}` } });
    if (role !== 'Investor') await apiPost(request, members[role], '/api/connects/request', { data: { targetId: other.id } });
  }
  return members;
}

const ROUTER = fileURLToPath(new URL('../../web/src/app/router.tsx', import.meta.url));
const PAGE_MANIFEST = fileURLToPath(new URL('../../web/dist/pages.json', import.meta.url));

/**
 * Every path the web app's router declares, so a new route is checked too: its pages, from the
 * build's page manifest (web/dist/pages.json, written from the route tree), and the redirects
 * (alias(…) in its source), which are not pages.
 */
export function routerPaths(): string[] {
  const { pages } = JSON.parse(readFileSync(PAGE_MANIFEST, 'utf8')) as { pages: Array<{ path: string }> };
  const aliases = [...readFileSync(ROUTER, 'utf8').matchAll(/\balias\(\s*'([^']+)'/g)].map((match) => match[1]!);
  return [...new Set([...pages.map((page) => page.path), ...aliases])];
}
