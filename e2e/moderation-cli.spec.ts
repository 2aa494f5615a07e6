import { expect, test, type APIRequestContext } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { adminCommand, grantModerator } from './support/moderation';
import { apiSignUp, SETUP_PASSWORD, type ApiAccount } from './support/profiles';

// The operator's side of moderation (DESIGN §6.3), against the running stack: reports made in the
// app show in `npm run admin -- reports`, a decision made with `moderate` hides the item from
// everyone and reaches the reporters as a notification, and a suspended account cannot sign in.

const auth = (account: ApiAccount) => ({ Authorization: `Bearer ${account.token}` });

async function members(request: APIRequestContext, count: number): Promise<ApiAccount[]> {
  const accounts: ApiAccount[] = [];
  for (let i = 0; i < count; i += 1) accounts.push(await apiSignUp(request, uniqueEmail(`cli${i}`), 'Investor'));
  return accounts;
}

async function reportIt(request: APIRequestContext, reporter: ApiAccount, data: Record<string, string>): Promise<string> {
  const response = await request.post('/api/reports', { data: { category: 'scam', ...data }, headers: auth(reporter) });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { report: { _id: string } }).report._id;
}

async function notifications(request: APIRequestContext, account: ApiAccount): Promise<string[]> {
  const response = await request.get('/api/Notifications', { headers: auth(account) });
  return ((await response.json()) as { message: string }[]).map((n) => n.message);
}

test('reports from the app are listed and decided from the command line; reporters hear of it', async ({ request }) => {
  const [author, first, second, bystander] = await members(request, 4);
  const talk = await request.post('/api/userprofile/addTalks', { data: { title: 'Double your money in a week, DM me' }, headers: auth(author!) });
  const talkId = ((await talk.json()) as { blog: { _id: string } }).blog._id;
  const reportId = await reportIt(request, first!, { targetType: 'talk', targetId: talkId });
  await reportIt(request, second!, { targetType: 'talk', targetId: talkId });

  const listed = JSON.parse(adminCommand('reports', '--json')) as { _id: string; targetId: string; reporterCount: number }[];
  expect(listed.find((item) => item._id === reportId)).toMatchObject({ targetId: talkId, reporterCount: 2 });
  expect(adminCommand('reports')).toContain(reportId);

  expect(adminCommand('moderate', reportId, 'remove', '--note', 'Investment scam')).toContain(`Report ${reportId} is now removed`);
  const talks = await request.get(`/api/userprofile/getblogs?kind=talk&author=${author!.id}`, { headers: auth(bystander!) });
  expect(((await talks.json()) as { data: { _id: string }[] }).data.map((t) => t._id)).not.toContain(talkId);
  for (const reporter of [first!, second!]) {
    await expect.poll(() => notifications(request, reporter)).toContain('We reviewed the talk you reported and removed it.');
  }
});

test('a moderator granted from the command line is told so; an account suspended there cannot sign in', async ({ request }) => {
  const [moderator, author, reporter] = await members(request, 3);
  grantModerator(moderator!.email);
  const me = await request.get('/api/userprofile/getUser', { headers: auth(moderator!) });
  expect(((await me.json()) as { user: { moderator: boolean } }).user.moderator).toBe(true);

  const reportId = await reportIt(request, reporter!, { targetType: 'user', targetId: author!.id, category: 'impersonation' });
  adminCommand('moderate', reportId, 'suspend');
  const signin = await request.post('/api/auth/signin', { data: { email: author!.email, password: SETUP_PASSWORD } });
  expect(signin.status()).toBe(403);
  expect(await signin.json()).toMatchObject({ message: 'This account is suspended' });
  // Its sessions ended with the suspension: the old token is refused like any ended session.
  expect((await request.get('/api/userprofile/getUser', { headers: auth(author!) })).status()).toBe(401);
});
