import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, postJson, readJson, signUp, type ApiTestServer, type TestAccount } from '../../testing/api-test-server';
import { getJson, seedBlog, seedVideo } from '../../testing/content';
import { decide, membersOfDays, moderationQueue, report, startWithTwoModerators, waitForNotifications } from '../../testing/safety';
import { fileAppeal } from './appeals-repository';
import { findReport } from './reports-repository';

// Fair moderation (DESIGN §7.4): the author is told what was removed and why, may appeal once, and
// another moderator than the one who decided upholds or reverses it; each step in the audit log.

let env: Awaited<ReturnType<typeof startWithTwoModerators>>['env'];
let api: ApiTestServer;
let moderator: TestAccount;
let second: TestAccount;

beforeAll(async () => {
  ({ env, api, moderator, second } = await startWithTwoModerators());
});

afterAll(async () => {
  await env?.close();
});

const appeal = (token: string, reportId: string, body: unknown = { reason: 'It is my own pitch, not a copy.' }) =>
  postJson(api.baseUrl, `/api/reports/${reportId}/appeal`, body, bearer(token));

/** The notices a user has (notifications of type moderation_notice), oldest first, once `count` have arrived. */
async function notices(userId: string, count: number): Promise<{ message: string; link: string | null }[]> {
  for (;;) {
    const rows = await api.db.selectFrom('notifications').select(['message', 'link']).where('user_id', '=', userId).where('type', '=', 'moderation_notice').orderBy('id').execute();
    if (rows.length >= count) return rows;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function reportedBy(reporter: TestAccount, body: Record<string, unknown>): Promise<string> {
  const response = await report(api.baseUrl, reporter.accessToken, body);
  expect(response.status).toBe(201);
  return (await readJson(response)).report._id;
}

/** A video of a new author, reported and removed by the first moderator with a note. */
async function removedVideo(title = 'Pitch day') {
  const author = await signUp(api.baseUrl, { role: 'Hustler' });
  const [reporter] = await membersOfDays(api, 1);
  const videoId = await seedVideo(api.db, author.id, title);
  const reportId = await reportedBy(reporter!, { targetType: 'video', targetId: videoId, category: 'impersonation' });
  expect((await decide(api.baseUrl, moderator.accessToken, reportId, 'remove', 'Copies another founder.')).status).toBe(200);
  return { author, reporter: reporter!, videoId, reportId };
}

const statuses = (targetId: string) => api.db.selectFrom('reports').select('status').where('target_id', '=', targetId).execute().then((rows) => rows.map((r) => r.status));
const hidden = (targetId: string) => api.db.selectFrom('hidden_content').select('reason').where('target_id', '=', targetId).execute();
const logOf = (targetId: string) =>
  api.db.selectFrom('moderation_actions').select(['action', 'moderator_id', 'moderator_email', 'note']).where('target_id', '=', targetId).orderBy('id').execute();

describe('the notice', () => {
  it("tells the author what was removed and why, with the category's label and the note, opening the appeal", async () => {
    const { author, reportId } = await removedVideo('Pitch day');
    expect(await notices(author.id, 1)).toEqual([
      {
        message: "We removed your video “Pitch day”. Reason: Impersonation. Moderator's note: “Copies another founder.” You may appeal this decision once.",
        link: `/Notification?appeal=${reportId}`,
      },
    ]);
  });

  it('tells a suspended person why, and that their way to appeal is in their mail (they cannot sign in)', async () => {
    const person = await signUp(api.baseUrl);
    const [reporter] = await membersOfDays(api, 1);
    const reportId = await reportedBy(reporter!, { targetType: 'user', targetId: person.id, category: 'scam' });
    expect((await decide(api.baseUrl, moderator.accessToken, reportId, 'suspend')).status).toBe(200);
    expect(await notices(person.id, 1)).toEqual([
      { message: 'We suspended your account. Reason: Scam or fraud. To appeal it once, open the link in the email we sent you.', link: null },
    ]);
  });
});

describe('POST /api/reports/:id/appeal', () => {
  it('is for the author only: the reporter, a moderator, anyone else and an unknown id get 404', async () => {
    const { reporter, reportId } = await removedVideo();
    const stranger = await signUp(api.baseUrl);
    for (const token of [reporter.accessToken, moderator.accessToken, stranger.accessToken]) {
      const refused = await appeal(token, reportId);
      expect(refused.status).toBe(404);
      expect((await readJson(refused)).message).toBe('Report not found');
    }
    for (const id of ['0123456789abcdef0123456789', 'not-an-id']) expect((await appeal(stranger.accessToken, id)).status).toBe(404);
    expect((await postJson(api.baseUrl, `/api/reports/${reportId}/appeal`, { reason: 'x' })).status).toBe(401);
  });

  it('reopens the decision in the queue as an appeal, once; the audit log records it', async () => {
    const author = await signUp(api.baseUrl, { role: 'Hustler' });
    const reporters = await membersOfDays(api, 2);
    const videoId = await seedVideo(api.db, author.id, 'Pitch day');
    const reportId = await reportedBy(reporters[0]!, { targetType: 'video', targetId: videoId, category: 'impersonation' });
    const otherId = await reportedBy(reporters[1]!, { targetType: 'video', targetId: videoId, category: 'spam' });
    // Both reports are decided at once: the decision is appealed once, through either.
    expect((await decide(api.baseUrl, moderator.accessToken, reportId, 'remove', 'Copies another founder.')).status).toBe(200);

    const blank = await appeal(author.accessToken, reportId, { reason: '   ' });
    expect(blank.status).toBe(400);
    expect((await readJson(blank)).field).toBe('reason');

    const filed = await appeal(author.accessToken, reportId);
    expect(filed.status).toBe(201);
    expect((await readJson(filed)).appeal).toEqual({
      _id: expect.any(String),
      reportId,
      decision: 'removed',
      reason: 'It is my own pitch, not a copy.',
      status: 'open',
      createdAt: expect.any(String),
      deadlineAt: expect.any(String),
      resolvedAt: null,
    });
    // toEqual: the author never learns which moderator decided.
    expect(await statuses(videoId)).toEqual(['appealed', 'appealed']);
    // Still hidden while under appeal.
    expect(await hidden(videoId)).toEqual([{ reason: 'removed' }]);

    for (const id of [reportId, otherId]) {
      const again = await appeal(author.accessToken, id);
      expect(again.status).toBe(409);
      expect((await readJson(again)).message).toBe('This decision has already been appealed');
    }

    const queue = await readJson(await moderationQueue(api.baseUrl, second.accessToken, '?status=appealed&limit=100'));
    const item = queue.items.find((entry: { _id: string }) => entry._id === reportId);
    expect(item).toMatchObject({ status: 'appealed', hidden: true, appeal: { reason: 'It is my own pitch, not a copy.', status: 'open', decidedBy: moderator.id } });
    expect(await logOf(videoId)).toEqual([
      { action: 'remove', moderator_id: moderator.id, moderator_email: moderator.email, note: 'Copies another founder.' },
      { action: 'appeal', moderator_id: author.id, moderator_email: 'the appellant', note: 'It is my own pitch, not a copy.' },
    ]);
    // While under appeal, the decision is not changed any other way.
    const restore = await decide(api.baseUrl, second.accessToken, reportId, 'restore');
    expect(restore.status).toBe(409);
    expect((await readJson(restore)).message).toBe('This decision is under appeal: uphold or reverse it');
  });

  it('refuses to appeal a report that removed or suspended nothing (open, dismissed)', async () => {
    const author = await signUp(api.baseUrl, { role: 'Hustler' });
    const [reporter] = await membersOfDays(api, 1);
    const reportId = await reportedBy(reporter!, { targetType: 'blog', targetId: await seedBlog(api.db, author.id) });
    const open = await appeal(author.accessToken, reportId);
    expect(open.status).toBe(409);
    expect((await readJson(open)).message).toBe('Only a removal or a suspension can be appealed');
    await decide(api.baseUrl, moderator.accessToken, reportId, 'dismiss');
    expect((await appeal(author.accessToken, reportId)).status).toBe(409);
  });
});

describe('deciding an appeal', () => {
  it('is refused to the moderator who made the decision (403 naming why); another reverses it and the video is back', async () => {
    const { author, reporter, videoId, reportId } = await removedVideo('Demo day');
    expect((await appeal(author.accessToken, reportId)).status).toBe(201);

    const same = await decide(api.baseUrl, moderator.accessToken, reportId, 'reverse');
    expect(same.status).toBe(403);
    expect((await readJson(same)).message).toBe('Another moderator must decide this appeal: you made the decision it appeals');

    const reversed = await decide(api.baseUrl, second.accessToken, reportId, 'reverse', 'A fair pitch after all.');
    expect(reversed.status).toBe(200);
    expect((await readJson(reversed)).report.status).toBe('restored');
    expect(await hidden(videoId)).toEqual([]);
    // Back for everyone (its reporter keeps it out of their own sight, as any item they reported).
    const viewer = await signUp(api.baseUrl);
    const seen = await readJson(await getJson(api.baseUrl, `/api/userprofile/getvideos?author=${author.id}`, viewer.accessToken));
    expect(seen.data.map((video: { _id: string }) => video._id)).toContain(videoId);
    expect((await notices(author.id, 2))[1]!.message).toBe("We reviewed your appeal and restored your video “Demo day”. Moderator's note: “A fair pitch after all.”");
    // acknowledgement, removal, restoration
    expect(await waitForNotifications(api, reporter.id, 3)).toContain('We took another look at the video you reported and restored it.');
    expect((await logOf(videoId)).map((row) => [row.action, row.moderator_id])).toEqual([
      ['remove', moderator.id],
      ['appeal', author.id],
      ['reverse', second.id],
    ]);
    // Decided: nothing is removed any more, so there is nothing to appeal or decide again.
    expect((await appeal(author.accessToken, reportId)).status).toBe(409);
    const twice = await decide(api.baseUrl, second.accessToken, reportId, 'uphold');
    expect(twice.status).toBe(409);
    expect((await readJson(twice)).message).toBe('Only a decision under appeal can be upheld or reversed');
  });

  it('uphold keeps the removal, tells the author, and the decision cannot be appealed again', async () => {
    const { author, videoId, reportId } = await removedVideo('Pitch deck');
    expect((await appeal(author.accessToken, reportId)).status).toBe(201);
    const upheld = await decide(api.baseUrl, second.accessToken, reportId, 'uphold', 'The copy is clear.');
    expect((await readJson(upheld)).report.status).toBe('removed');
    expect(await hidden(videoId)).toEqual([{ reason: 'removed' }]);
    expect((await notices(author.id, 2))[1]!.message).toBe("We reviewed your appeal and kept the removal of your video “Pitch deck”. Moderator's note: “The copy is clear.”");
    const again = await appeal(author.accessToken, reportId);
    expect(again.status).toBe(409);
    expect((await readJson(again)).message).toBe('This decision has already been appealed');
    const queue = await readJson(await moderationQueue(api.baseUrl, moderator.accessToken, '?status=removed&limit=100'));
    expect(queue.items.find((entry: { _id: string }) => entry._id === reportId).appeal).toMatchObject({ status: 'upheld', resolvedAt: expect.any(String) });
  });

  it("reversing a suspension's appeal lifts the suspension", async () => {
    const person = await signUp(api.baseUrl);
    const [reporter] = await membersOfDays(api, 1);
    const reportId = await reportedBy(reporter!, { targetType: 'user', targetId: person.id, category: 'impersonation' });
    await decide(api.baseUrl, moderator.accessToken, reportId, 'suspend');
    // A suspended person cannot sign in: their appeal reaches the queue through the grievance officer.
    await fileAppeal(api.db, { report: (await findReport(api.db, reportId))!, appellantId: person.id, reason: 'I am who I say I am.' });
    expect((await decide(api.baseUrl, moderator.accessToken, reportId, 'reverse')).status).toBe(403);
    expect((await decide(api.baseUrl, second.accessToken, reportId, 'reverse')).status).toBe(200);
    const user = await api.db.selectFrom('users').select('suspended_at').where('id', '=', person.id).executeTakeFirstOrThrow();
    expect(user.suspended_at).toBeNull();
    expect((await postJson(api.baseUrl, '/api/auth/signin', { email: person.email, password: person.password })).status).toBe(200);
    expect((await notices(person.id, 2))[1]!.message).toBe('We reviewed your appeal and lifted the suspension of your account.');
  });
});
