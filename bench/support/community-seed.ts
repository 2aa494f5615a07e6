// A small community for the benchmarks that visit signed-in pages (bench/route-sweep.ts,
// bench/tap-to-count.ts): one member of every role with a filled profile and a picture, and
// something on every list they see (videos, blogs with covers, talks, a comment, chats, connection
// requests, notifications), through the api, as bench/layout-shift.ts seeds and e2e/support/community.ts does.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bearer, signUp, startChat, type BenchAccount, type EmbeddedStack } from './stack';

export const ROLES = ['Hustler', 'Investor', 'Cofounder', 'Jobseeker'] as const;
export type Role = (typeof ROLES)[number];

export interface Member extends BenchAccount {
  role: Role;
  name: string;
  /** One blog of theirs (the Hustler's), for its page. */
  blogId?: string;
  /** Their startup's slug (the Hustler's), for its page. */
  startupSlug?: string;
  /** Their startup's published job (the Hustler's), which the Job Seeker applied for. */
  jobId?: string;
}

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const AVATAR = path.join(REPO, 'e2e/fixtures/avatar.png');
const PITCH_VIDEO = path.join(REPO, 'e2e/fixtures/pitch.mp4');

const PROFILES: Record<Role, { path: string; name: string; fields: Record<string, string> }> = {
  Hustler: {
    path: '/api/userprofile/Hustler',
    name: 'Asha Rao',
    fields: { bio: 'Building cold chains', project: 'MandiCool', currentStage: 'preSeed', skills: 'Networking', currentWork: 'Cold chains', contribution: 'Sales' },
  },
  Investor: {
    path: '/api/userprofile/Investor',
    name: 'Vikram Mehta',
    fields: { investorType: 'visionary', interestAreas: 'Social Impact Projects', excitement: 'Founders who ship' },
  },
  Cofounder: { path: '/api/userprofile/cofounder', name: 'Meera Iyer', fields: { bio: 'Backend engineer', skills: 'Go, Payments', superpower: 'Shipping fast' } },
  Jobseeker: {
    path: '/api/usrprofile/Jobseeker',
    name: 'Rahul Das',
    fields: { aboutMe: 'Final-year student', desiredRole: 'Frontend intern', experience: 'A PWA for my college', skills: 'React, CSS' },
  },
};

async function post(stack: EmbeddedStack, route: string, account: BenchAccount, body: FormData | object): Promise<Record<string, unknown>> {
  const form = body instanceof FormData;
  // Through the gateway, as the app sends them: some routes are the api's, others notify's.
  const response = await fetch(`${stack.gatewayUrl}${route}`, {
    method: 'POST',
    headers: form ? bearer(account.token) : { ...bearer(account.token), 'content-type': 'application/json' },
    body: form ? body : JSON.stringify(body),
  });
  if (response.status >= 300) throw new Error(`${route} answered ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

const fileBytes = (file: string) => new Uint8Array(readFileSync(file));

function formOf(fields: Record<string, string>, files: Record<string, { bytes: Uint8Array<ArrayBuffer>; type: string; name: string }> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) form.append(name, new Blob([file.bytes], { type: file.type }), file.name);
  return form;
}

/** A video by `author`; its id. */
export async function uploadVideo(stack: EmbeddedStack, author: BenchAccount, title: string): Promise<string> {
  const form = formOf(
    { title, description: 'How we keep vegetables fresh from farm to market.' },
    { video: { bytes: fileBytes(PITCH_VIDEO), type: 'video/mp4', name: 'pitch.mp4' } },
  );
  const reply = await post(stack, '/api/userprofile/addvideo', author, form);
  return (reply.video as { _id: string })._id;
}

/** A member of `role` with a filled profile and a picture. */
export async function seedMember(stack: EmbeddedStack, role: Role): Promise<Member> {
  const account = await signUp(stack, role);
  const profile = PROFILES[role];
  const avatar = { bytes: fileBytes(AVATAR), type: 'image/png', name: 'avatar.png' };
  await post(stack, profile.path, account, formOf({ Username: profile.name, ...profile.fields }, { profilePic: avatar }));
  return { ...account, role, name: profile.name };
}

/**
 * Every role, with content on every list: the Hustler's videos (commented on), blogs with covers and
 * talks; chats, connection requests and so notifications for each. The Hustler is made a moderator
 * (the operator's `npm run admin -- grant-moderator`), so that /moderation shows for them.
 */
export async function seedCommunity(stack: EmbeddedStack): Promise<Record<Role, Member>> {
  const members = {} as Record<Role, Member>;
  for (const role of ROLES) members[role] = await seedMember(stack, role);
  const { Hustler: hustler, Investor: investor } = members;
  const cover = { bytes: fileBytes(AVATAR), type: 'image/png', name: 'cover.png' };
  for (let i = 1; i <= 3; i += 1) {
    const videoId = await uploadVideo(stack, hustler, `Cold chains for every mandi, part ${i}`);
    await post(stack, '/api/videos/comments', investor, { videoId, text: 'Great traction' });
    const blog = await post(stack, '/api/userprofile/addblog', hustler, formOf({ title: `What we learnt, part ${i}`, summary: 'A year of pilots', content: 'Ship early, listen often.' }, { image: cover }));
    hustler.blogId = (blog.blog as { _id: string })._id;
    await post(stack, '/api/userprofile/addTalks', hustler, { title: `Who is hiring in Pune? (${i})` });
  }
  const startup = await post(stack, '/api/startups', hustler, formOf(
    { name: 'MandiCool', oneLiner: 'Cold storage for every mandi', description: 'Solar-powered cold rooms that farmers rent by the crate.', sector: 'Agritech', stage: 'seed', city: 'Nashik', foundedYear: '2023', teamSize: '12', website: 'https://mandicool.in' },
    { logo: cover },
  ));
  hustler.startupSlug = (startup.startup as { slug: string }).slug;
  // One published internship of the startup, which the Job Seeker applies for (its pages and the pipeline).
  const job = await post(stack, `/api/startups/${hustler.startupSlug}/jobs`, hustler, {
    title: 'Field Operations Intern',
    kind: 'internship',
    workplace: 'onsite',
    city: 'Nashik',
    stipend: 20_000,
    skills: ['Marathi', 'Excel'],
    description: 'Visit mandis with our team and help farmers rent cold rooms.',
  });
  hustler.jobId = (job.job as { _id: string })._id;
  await post(stack, `/api/jobs/${hustler.jobId}/publish`, hustler, {});
  const resume = { bytes: new TextEncoder().encode('%PDF-1.4\n%%EOF\n') as Uint8Array<ArrayBuffer>, type: 'application/pdf', name: 'resume.pdf' };
  await post(stack, `/api/jobs/${hustler.jobId}/applications`, members.Jobseeker, formOf({ note: 'I grew up in Nashik and speak Marathi.' }, { resume }));
  await post(stack, '/api/connects/hustlertoinvestor', hustler, { investorId: investor.id });
  for (const role of ROLES) {
    const other = role === 'Hustler' ? investor : hustler;
    await startChat(stack, members[role], other, `Hello from ${members[role].name}`);
    if (role !== 'Investor') await post(stack, '/api/connects/request', members[role], { targetId: other.id });
  }
  grantModerator(stack, hustler.email);
  return members;
}

/** The operator's command against the stack's data directory (as e2e/support/moderation.ts runs it). */
function grantModerator(stack: EmbeddedStack, email: string): void {
  const notifyPort = Number(new URL(stack.apiUrl).port) + 1;
  execFileSync(path.join(REPO, 'node_modules/.bin/tsx'), ['apps/api/src/admin.ts', 'grant-moderator', email], {
    cwd: REPO,
    env: { ...process.env, DATA_DIR: stack.dataDir, NOTIFY_PORT: String(notifyPort) },
    stdio: 'pipe',
  });
}
