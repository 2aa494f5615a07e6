import type { Role } from '@startupsetu/server-core/db/schema';
import { newResetToken, RESET_TTL_MS } from '../routes/auth/password-resets-repository';
import { insertUser } from '@startupsetu/server-core/repositories/users-repository';
import type { PrivateDataRules } from '@startupsetu/server-core/testing/private-data';
import { blockRow } from '@startupsetu/server-core/testing/safety-rows';
import { bearer, postJson, readJson, signIn, signUp, type ApiTestServer, type TestAccount } from './api-test-server';
import { outboxKey } from '../routes/auth/sessions';
import { insertVideoComment } from '../routes/comments/comments-repository';
import { keepEvidenceMedia } from '../routes/reports/evidence-media';
import { findReportTarget } from '../routes/reports/report-targets';
import { insertReport } from '../routes/reports/reports-repository';
import { insertInvitation } from '../routes/startups/startup-members-repository';
import { insertStartup } from '../routes/startups/startups-repository';
import { insertTalkComment } from '../routes/talks/talks-repository';
import { seedBlog, seedVideo, uploadVideo } from './content';
import { seedJobCast, type JobCast } from './job-cast';
import { seedApplicationCast, type ApplicationCast } from './application-cast';
import { seedJobAlertCast, type JobAlertCast } from './job-alert-route-samples';
import { seedAppealCast, type AppealCast } from './appeal-route-samples';
import { seedEmailCast, type EmailCast } from './email-route-samples';
import { seedMessageRequestCast } from './message-request-route-samples';
import { seedVerificationCast, type VerificationCast } from './verification-route-samples';
import { mp4Bytes, pngBytes, sendForm, type FormEntries } from './form-uploads';
import { SAMPLE_UPLOAD_BYTES, seedUploads } from './tus-requests';

// The people of the authorization matrices: one user of each role, each with a full profile whose
// private fields (phone, contact email) are unique sentinels, and content and chats between them,
// so that a reply leaking someone's data can be recognised in it.

export interface CastMember extends TestAccount {
  role: Role;
  phone: string;
  contactEmail?: string;
}

export interface Cast {
  members: Record<Role, CastMember>;
  /** More sessions of the hustler (other devices), for the samples that end one. */
  hustlerSpares: { accessToken: string; sessionId: string }[];
  /** The investor's uploaded video, its media file name, a talk and a blog of theirs. */
  videoId: string;
  mediaName: string;
  talkId: string;
  blogId: string;
  /**
   * Unused reset tokens, each of its own account outside the cast (a reset ends that account's
   * sessions and voids its other links), one per valid POST /api/auth/reset the matrices send.
   */
  resetTokens: string[];
  /**
   * Content the valid DELETE samples remove: the hustler's video and blog, the investor's talk,
   * video comment and talk comment (on the cast's video and talk). A suite deletes each once at
   * most (the matrix of replies); the others send the DELETE with bad tokens, which delete nothing.
   */
  disposable: { video: string; blog: string; talk: string; comment: string; talkComment: string };
  /** An account outside the cast for the valid DELETE /api/account to delete. */
  leaver: TestAccount;
  /** The Cofounder moderates (users.moderator = 1); the others do not. */
  moderator: CastMember;
  /** An investor's video for the valid POST /api/reports (by the hustler). */
  reportTarget: string;
  /** An open report (the investor's, on the jobseeker's video) for the valid moderation decision. */
  openReport: string;
  /** A media file kept as evidence (the cast's video's), for GET /api/moderation/evidence/:name. */
  evidenceName: string;
  /**
   * Accounts outside the cast, one per valid POST /api/blocks (a new block answers 201), and
   * others the hustler has blocked, one per valid DELETE /api/blocks/:userId. The cast's members
   * never block each other, so every other sample still reaches its target.
   */
  strangers: string[];
  blockedStrangers: string[];
  /**
   * The hustler's resumable uploads, one per request that may use one up: empty ones for PATCH and
   * for DELETE /api/uploads/:id, finished ones for POST /api/videos.
   */
  uploads: { patched: string[]; abandoned: string[]; finished: string[] };
  /**
   * The hustler's startup, to which the investor is invited; accounts outside the cast, one per
   * valid invite, and others invited to it, one per valid removal.
   */
  startup: { slug: string; invitees: string[]; removable: string[] };
  /** The cofounder's startup and its jobs (job-cast.ts). */
  jobs: JobCast;
  /** The job seeker's applications to the jobs startup, and open jobs to apply for (application-cast.ts). */
  applications: ApplicationCast;
  /** The job seeker's job alerts, one per valid delete (job-alert-route-samples.ts). */
  jobAlerts: JobAlertCast;
  /** The job seeker's removed videos' reports, one per valid appeal (appeal-route-samples.ts). */
  appeals: AppealCast;
  /** Proof links and accounts without a proven email (email-route-samples.ts). */
  email: EmailCast;
  /** Badge requests with a code out and waiting for a moderator (verification-route-samples.ts). */
  verifications: VerificationCast;
}

const RESET_TOKENS = 40;
const STRANGERS = 40;
// Within the hustler's write budget (DEFAULT_WRITE_RATE_LIMIT) beside the cast's other writes.
const UPLOADS = 24;
// One per valid request and one per bad-token kind (each builds its request, with a person of its own).
const STARTUP_PEOPLE = 16;

let strangerCounter = 0;

async function seedStrangers(server: ApiTestServer, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    ids.push((await insertUser(server.db, { email: `stranger-${(strangerCounter += 1)}-${Date.now()}-${ids.length}@example.com`, passwordHash: 'none', role: 'Investor' })).id);
  }
  return ids;
}

async function seedStartup(
  server: ApiTestServer,
  members: Record<Role, CastMember>,
  people: Pick<Cast['startup'], 'invitees' | 'removable'>,
): Promise<Cast['startup']> {
  const { Hustler: hustler, Investor: investor } = members;
  const fields = { name: 'Cast startup', oneLiner: 'Matrix', description: '', sector: 'SaaS', stage: 'seed', city: 'Pune', foundedYear: null, teamSize: null, website: null, dpiitNumber: null } as const;
  const { id, slug } = await insertStartup(server.db, { creatorId: hustler.id, fields, logo: null });
  for (const userId of [investor.id, ...people.removable]) await insertInvitation(server.db, { startupId: id, userId, title: 'Advisor', invitedBy: hustler.id });
  return { slug, ...people };
}

async function seedResetTokens(server: ApiTestServer): Promise<string[]> {
  const now = new Date();
  const tokens: string[] = [];
  for (let i = 0; i < RESET_TOKENS; i += 1) {
    // Made straight in the database: these accounts never sign in, so no password hash is needed.
    const user = await insertUser(server.db, { email: `reset-${i}-${Date.now()}@example.com`, passwordHash: 'none', role: 'Jobseeker' });
    const { token, tokenHash } = newResetToken();
    await server.db
      .insertInto('password_resets')
      .values({ token_hash: tokenHash, user_id: user.id, created_at: now.toISOString(), expires_at: new Date(now.getTime() + RESET_TTL_MS).toISOString(), used_at: null })
      .execute();
    tokens.push(token);
  }
  return tokens;
}

async function seedDisposable(server: ApiTestServer, owners: { hustlerId: string; investorId: string; videoId: string; talkId: string }): Promise<Cast['disposable']> {
  const { hustlerId, investorId, videoId, talkId } = owners;
  return {
    video: await seedVideo(server.db, hustlerId, 'Disposable video'),
    blog: await seedBlog(server.db, hustlerId, 'blog', 'Disposable blog'),
    talk: await seedBlog(server.db, investorId, 'talk', 'Disposable talk'),
    comment: (await insertVideoComment(server.db, { videoId, userId: investorId, text: 'Disposable' }))!._id,
    talkComment: (await insertTalkComment(server.db, { talkId, userId: investorId, text: 'Disposable' }))!._id,
  };
}

async function seedSafety(
  server: ApiTestServer,
  members: Record<Role, CastMember>,
  mediaName: string,
): Promise<Pick<Cast, 'moderator' | 'reportTarget' | 'openReport' | 'evidenceName'>> {
  const { Cofounder: moderator, Investor: investor, Jobseeker: jobseeker } = members;
  await server.db.updateTable('users').set({ moderator: 1 }).where('id', '=', moderator.id).execute();
  const reported = await seedVideo(server.db, jobseeker.id, 'Reported video');
  const target = (await findReportTarget(server.db, investor.id, 'video', reported))!;
  const { report } = await insertReport(server.db, {
    reporterId: investor.id,
    type: 'video',
    targetId: reported,
    targetUserId: jobseeker.id,
    category: 'spam',
    comment: null,
    evidence: target.evidence,
  });
  const [evidenceName] = await keepEvidenceMedia([mediaName], server.config.mediaDir, server.config.dataDir);
  return { moderator, reportTarget: await seedVideo(server.db, investor.id, 'Reportable video'), openReport: report.id, evidenceName: evidenceName! };
}

let castCounter = 0;

async function expectOk(response: Response, what: string): Promise<any> {
  if (response.status >= 300) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
  return readJson(response);
}

const PROFILE_FORMS: Record<Role, (member: CastMember) => { path: string; method: string; entries: FormEntries }> = {
  Hustler: (m) => ({ path: '/api/userprofile/Hustler', method: 'POST', entries: [['Username', `Hustler ${castCounter}`], ['phoneno', m.phone], ['project', 'Setu']] }),
  Investor: (m) => ({
    path: '/api/userprofile/Investor',
    method: 'POST',
    entries: [['Username', `Investor ${castCounter}`], ['phoneno', m.phone], ['contactEmail', m.contactEmail!], ['excitement', 'AI']],
  }),
  Cofounder: (m) => ({ path: '/api/userprofile/cofounder', method: 'POST', entries: [['Username', `Cofounder ${castCounter}`], ['phoneno', m.phone], ['superpower', 'Sales']] }),
  // The Jobseeker form has no phone field; the update form, open to every role, has one.
  Jobseeker: (m) => ({ path: '/api/userprofile/Update_H_profile', method: 'PUT', entries: [['Username', `Jobseeker ${castCounter}`], ['phoneno', m.phone], ['project', 'Internship']] }),
};

async function member(server: ApiTestServer, role: Role): Promise<CastMember> {
  castCounter += 1;
  const tag = `${castCounter}${Date.now().toString(36)}`;
  const account = await signUp(server.baseUrl, { role, password: `pw-${role}-${tag}` });
  const created: CastMember = {
    ...account,
    role,
    phone: `+91-98${tag}-${role.length}`,
    ...(role === 'Investor' ? { contactEmail: `private-${tag}@fund.example` } : {}),
  };
  const form = PROFILE_FORMS[role](created);
  const entries: FormEntries = [...form.entries, ['profilePic', { bytes: pngBytes(), filename: 'me.png', type: 'image/png' }]];
  await expectOk(await sendForm(server.baseUrl, form.path, entries, { token: account.accessToken, method: form.method }), `${role} profile`);
  return created;
}

export async function seedCast(server: ApiTestServer): Promise<Cast> {
  // First, so that the cast's people, newer, lead every newest-first list.
  const resetTokens = await seedResetTokens(server);
  const email = await seedEmailCast(server);
  const strangers = await seedStrangers(server, STRANGERS);
  const blockedStrangers = await seedStrangers(server, STRANGERS);
  const startupPeople = { invitees: await seedStrangers(server, STARTUP_PEOPLE), removable: await seedStrangers(server, STARTUP_PEOPLE) };
  const members = {} as Record<Role, CastMember>;
  for (const role of ['Hustler', 'Investor', 'Cofounder', 'Jobseeker'] as const) members[role] = await member(server, role);
  await seedMessageRequestCast(server, members);
  const { Investor: investor, Cofounder: cofounder, Hustler: hustler } = members;
  const token = investor.accessToken;

  // Only Hustlers publish videos and blogs.
  const publisher = hustler.accessToken;
  const video = (await expectOk(await uploadVideo(server.baseUrl, publisher), 'video upload')).video;
  const blogForm: FormEntries = [['title', 'Blog'], ['summary', 'Sum'], ['content', 'Text']];
  const blog = (await expectOk(await sendForm(server.baseUrl, '/api/userprofile/addblog', blogForm, { token: publisher }), 'blog')).blog;
  const talk = (await expectOk(await postJson(server.baseUrl, '/api/userprofile/addTalks', { title: 'A talk' }, bearer(token)), 'talk')).blog;
  await expectOk(await postJson(server.baseUrl, '/api/videos/comments', { videoId: video._id, text: 'Mine' }, bearer(token)), 'comment');
  await expectOk(await postJson(server.baseUrl, `/api/talks/${talk._id}/comments`, { text: 'Mine too' }, bearer(token)), 'talk comment');
  // A pair the hustler is not part of, and a message to the hustler.
  for (const [from, to, text] of [
    [investor, cofounder, 'private between investor and cofounder'],
    [cofounder, investor, 'private reply from cofounder'],
    [investor, hustler, 'hello hustler'],
  ] as const) {
    await expectOk(await postJson(server.baseUrl, '/api/messages', { receiverId: to.id, text }, bearer(from.accessToken)), 'message');
  }
  const disposable = await seedDisposable(server, { hustlerId: hustler.id, investorId: investor.id, videoId: video._id, talkId: talk._id });
  const hustlerSpares = [await signIn(server.baseUrl, hustler, 'spare-device-1'), await signIn(server.baseUrl, hustler, 'spare-device-2')];
  const leaver = await signUp(server.baseUrl, { role: 'Jobseeker' });
  const safety = await seedSafety(server, members, String(video.videoUrl).replace('/media/', ''));
  for (const id of blockedStrangers) await blockRow(server.db, hustler.id, id);
  const uploads = {
    patched: await seedUploads(server.baseUrl, publisher, UPLOADS, false, mp4Bytes(SAMPLE_UPLOAD_BYTES)),
    abandoned: await seedUploads(server.baseUrl, publisher, UPLOADS, false, mp4Bytes(SAMPLE_UPLOAD_BYTES)),
    finished: await seedUploads(server.baseUrl, publisher, UPLOADS, true, mp4Bytes(SAMPLE_UPLOAD_BYTES)),
  };
  const startup = await seedStartup(server, members, startupPeople);
  const jobs = await seedJobCast(server, cofounder.id);
  const applications = await seedApplicationCast(server, jobs, members.Jobseeker);
  const jobAlerts = await seedJobAlertCast(server, members.Investor.id, members.Jobseeker.id);
  const appeals = await seedAppealCast(server, { author: members.Jobseeker, reporter: investor, moderator: cofounder });
  const verifications = await seedVerificationCast(server, { coder: members.Jobseeker, requester: members.Hustler });
  return {
    verifications,
    email,
    ...safety,
    startup,
    jobs,
    applications,
    jobAlerts,
    appeals,
    members,
    hustlerSpares,
    videoId: video._id,
    mediaName: String(video.videoUrl).replace('/media/', ''),
    talkId: talk._id,
    blogId: blog._id,
    resetTokens,
    disposable,
    leaver,
    strangers,
    blockedStrangers,
    uploads,
  };
}

/**
 * What a reply to `caller` must not hold: any password, password hash or secret, other members'
 * phones, contact emails and tokens, the caller's own private fields unless the route shows them,
 * and other members' emails unless the route shows them.
 */
export async function castRules(
  server: ApiTestServer,
  cast: Cast,
  caller: CastMember,
  options: { allowOthersEmails: boolean; allowOwnPrivateFields: boolean; ownTokens?: string[] },
): Promise<PrivateDataRules> {
  const hashes = await server.db.selectFrom('users').select('password_hash').execute();
  const everyone = Object.values(cast.members);
  const others = everyone.filter((m) => m.id !== caller.id);
  const ownPrivate = options.allowOwnPrivateFields ? [] : [caller.phone, caller.contactEmail ?? ''];
  return {
    forbidden: [
      server.config.jwtSecret,
      server.config.internalSecret,
      // Users made straight in the database by the forged-token kinds carry a placeholder hash.
      ...hashes.map((row) => row.password_hash).filter((hash) => hash.length >= 16),
      ...everyone.map((m) => m.password),
      ...others.flatMap((m) => [m.phone, m.contactEmail ?? '', m.accessToken, outboxKey(server.config.jwtSecret, m.id)]),
      ...ownPrivate,
    ].filter(Boolean),
    othersEmails: others.map((m) => m.email),
    allowOthersEmails: options.allowOthersEmails,
    ownTokens: options.ownTokens ?? [],
  };
}
