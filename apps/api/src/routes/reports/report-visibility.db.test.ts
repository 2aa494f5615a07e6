import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, postJson, readJson, signUp, type ApiTestServer, type TestAccount } from '../../testing/api-test-server';
import { getJson, seedVideo } from '../../testing/content';
import { decide, makeModerator, membersOfDays, report, startApiWithNotify } from '../../testing/safety';

// Reports and decisions as members meet them through the real reads (DESIGN §6.3): the reporter
// stops seeing the item at once, three reporters hide it from everyone (signed out too) until a
// moderator decides, dismiss and restore bring it back, and a suspended author vanishes.

let env: Awaited<ReturnType<typeof startApiWithNotify>>;
let api: ApiTestServer;
let moderator: TestAccount;
let bystander: TestAccount;

beforeAll(async () => {
  env = await startApiWithNotify();
  api = env.api;
  moderator = await signUp(api.baseUrl);
  await makeModerator(api, moderator.id);
  bystander = await signUp(api.baseUrl);
});

afterAll(async () => {
  await env?.close();
});

const people = (count: number) => membersOfDays(api, count);

/** Whether the video shows in the viewer's list of its author's videos. */
async function seesVideo(viewer: TestAccount, authorId: string, videoId: string): Promise<boolean> {
  const body = await readJson(await getJson(api.baseUrl, `/api/userprofile/getvideos?author=${authorId}`, viewer.accessToken));
  return body.data.some((video: { _id: string }) => video._id === videoId);
}

/** Whether the comment shows under its video, for a viewer or signed out. */
async function seesComment(videoId: string, commentId: string, viewer?: TestAccount): Promise<boolean> {
  const response = await getJson(api.baseUrl, `/api/commentget/${videoId}`, viewer?.accessToken);
  const body = await readJson(response);
  return response.status === 200 && body.comments.some((comment: { _id: string }) => comment._id === commentId);
}

async function commentOn(videoId: string, author: TestAccount, text: string): Promise<string> {
  const response = await postJson(api.baseUrl, '/api/videos/comments', { videoId, text }, bearer(author.accessToken));
  expect(response.status).toBe(201);
  return (await readJson(response)).comment._id;
}

describe('a report as members see it', () => {
  it('the reporter stops seeing the video at once; others still see it', async () => {
    const author = await signUp(api.baseUrl);
    const [reporter] = await people(1);
    const videoId = await seedVideo(api.db, author.id);
    expect(await seesVideo(reporter!, author.id, videoId)).toBe(true);
    expect((await report(api.baseUrl, reporter!.accessToken, { targetType: 'video', targetId: videoId })).status).toBe(201);
    expect(await seesVideo(reporter!, author.id, videoId)).toBe(false);
    expect(await seesVideo(bystander, author.id, videoId)).toBe(true);
  });

  it('three reporters hide a comment from a fourth person and from visitors; dismiss brings it back', async () => {
    const author = await signUp(api.baseUrl);
    const reporters = await people(3);
    const videoId = await seedVideo(api.db, bystander.id);
    const commentId = await commentOn(videoId, author, 'Send me 1 lakh, get 10 back');

    const reportIds: string[] = [];
    for (const [i, reporter] of reporters.entries()) {
      if (i === 2) expect(await seesComment(videoId, commentId)).toBe(true);
      const response = await report(api.baseUrl, reporter.accessToken, { targetType: 'comment', targetId: commentId, category: 'scam' });
      reportIds.push((await readJson(response)).report._id);
    }
    expect(await seesComment(videoId, commentId, bystander)).toBe(false);
    expect(await seesComment(videoId, commentId)).toBe(false);

    expect((await decide(api.baseUrl, moderator.accessToken, reportIds[1]!, 'dismiss')).status).toBe(200);
    expect(await seesComment(videoId, commentId, bystander)).toBe(true);
    expect(await seesComment(videoId, commentId)).toBe(true);
  });

  it('three reports from accounts made this week hide nothing from others, only from each reporter', async () => {
    const target = await signUp(api.baseUrl);
    const videoId = await seedVideo(api.db, target.id);
    const throwaways = await membersOfDays(api, 3, 0);
    for (const reporter of throwaways) {
      expect((await report(api.baseUrl, reporter.accessToken, { targetType: 'user', targetId: target.id, category: 'spam' })).status).toBe(201);
      expect((await getJson(api.baseUrl, `/api/users/${target.id}`, reporter.accessToken)).status).toBe(404);
    }
    expect((await getJson(api.baseUrl, `/api/users/${target.id}`, bystander.accessToken)).status).toBe(200);
    expect(await seesVideo(bystander, target.id, videoId)).toBe(true);
  });

  it('a report from an account without a proven email counts for nothing (one made before proofs existed)', async () => {
    const target = await signUp(api.baseUrl);
    const [before, ...others] = await people(3);
    expect((await report(api.baseUrl, before!.accessToken, { targetType: 'user', targetId: target.id, category: 'spam' })).status).toBe(201);
    // As migration 0029 left every account from before: unproven.
    await api.db.updateTable('users').set({ email_verified_at: null }).where('id', '=', before!.id).execute();
    for (const reporter of others) {
      expect((await report(api.baseUrl, reporter.accessToken, { targetType: 'user', targetId: target.id, category: 'spam' })).status).toBe(201);
    }
    expect((await getJson(api.baseUrl, `/api/users/${target.id}`, bystander.accessToken)).status).toBe(200);
  });

  it('three established reporters hide a person from others; the person still sees their profile and video', async () => {
    const target = await signUp(api.baseUrl);
    const videoId = await seedVideo(api.db, target.id);
    for (const reporter of await people(3)) {
      expect((await report(api.baseUrl, reporter.accessToken, { targetType: 'user', targetId: target.id, category: 'spam' })).status).toBe(201);
    }
    expect((await getJson(api.baseUrl, `/api/users/${target.id}`, bystander.accessToken)).status).toBe(404);
    expect(await seesVideo(bystander, target.id, videoId)).toBe(false);
    expect((await getJson(api.baseUrl, `/api/users/${target.id}`, target.accessToken)).status).toBe(200);
    expect(await seesVideo(target, target.id, videoId)).toBe(true);
  });

  it('remove hides the video from everyone until restored', async () => {
    const author = await signUp(api.baseUrl);
    const [reporter] = await people(1);
    const videoId = await seedVideo(api.db, author.id);
    const { report: created } = await readJson(await report(api.baseUrl, reporter!.accessToken, { targetType: 'video', targetId: videoId, category: 'violence' }));

    expect((await decide(api.baseUrl, moderator.accessToken, created._id, 'remove')).status).toBe(200);
    expect(await seesVideo(bystander, author.id, videoId)).toBe(false);
    expect((await getJson(api.baseUrl, `/api/commentget/${videoId}`)).status).toBe(404);

    expect((await decide(api.baseUrl, moderator.accessToken, created._id, 'restore')).status).toBe(200);
    expect(await seesVideo(bystander, author.id, videoId)).toBe(true);
  });

  it("suspend hides the author's content and profile from everyone until restored", async () => {
    const author = await signUp(api.baseUrl);
    const [reporter] = await people(1);
    const videoId = await seedVideo(api.db, author.id);
    const { report: created } = await readJson(await report(api.baseUrl, reporter!.accessToken, { targetType: 'user', targetId: author.id, category: 'impersonation' }));

    expect((await decide(api.baseUrl, moderator.accessToken, created._id, 'suspend')).status).toBe(200);
    expect(await seesVideo(bystander, author.id, videoId)).toBe(false);
    expect((await getJson(api.baseUrl, `/api/users/${author.id}`, bystander.accessToken)).status).toBe(404);

    expect((await decide(api.baseUrl, moderator.accessToken, created._id, 'restore')).status).toBe(200);
    expect(await seesVideo(bystander, author.id, videoId)).toBe(true);
    expect((await getJson(api.baseUrl, `/api/users/${author.id}`, bystander.accessToken)).status).toBe(200);
  });
});
