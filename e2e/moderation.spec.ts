import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/a11y';
import { ageAccounts } from './support/database';
import { mailedLink } from '@startupsetu/server-core/testing/mail-files';
import { fillCredentials, suiteMailDir } from './support/accounts';
import { videoCard } from './support/content';
import { apiReport, grantModerator, reportThrough } from './support/moderation';
import { apiGet, apiPost, apiPostTalk, apiUploadVideo, goOffline, goOnline, noSyncManager, pendingBanner, signedInPerson } from './support/offline';
import { uniqueWord, SETUP_PASSWORD } from './support/profiles';
import { apiAcceptedChat } from './support/connections';

// Issue 20, parts 3 and 4: reports, the moderators' queue, and suspension (DESIGN §6.3).

test.describe.configure({ timeout: 120_000 });

interface VideoRow {
  _id: string;
  title: string;
}

test('three reports hide a video from everyone else; a moderator removes it from /moderation and the reporter is told', async ({ browser }) => {
  const author = await signedInPerson(browser, 'Hustler');
  const first = await signedInPerson(browser, 'Cofounder');
  const second = await signedInPerson(browser, 'Investor');
  const third = await signedInPerson(browser, 'Jobseeker');
  const viewer = await signedInPerson(browser, 'Cofounder');
  const moderator = await signedInPerson(browser, 'Jobseeker');
  const everyone = [author, first, second, third, viewer, moderator];
  try {
    grantModerator(moderator.account.email);
    // Reports count towards hiding only from accounts a week old.
    ageAccounts([first, second, third].map((reporter) => reporter.account.id), 8);
    const title = uniqueWord('Fake founder pitch ');
    const videoId = await apiUploadVideo(author.page.request, author.account, title);
    // Another video of the same author stays in sight: the lists are loaded when it shows.
    const other = uniqueWord('Real founder pitch ');
    await apiUploadVideo(author.page.request, author.account, other);

    // The first reporter, through the dialog: it asks for a reason first.
    await first.page.goto('/videos');
    const card = videoCard(first.page, title);
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'More actions' }).click();
    await first.page.getByRole('menuitem', { name: 'Report' }).click();
    const dialog = first.page.getByRole('dialog', { name: 'Report this video' });
    await dialog.getByRole('button', { name: 'Submit report' }).click();
    await expect(dialog.getByText('Choose a reason')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Spam' })).toBeFocused();
    expect(await seriousViolations(first.page, 'the report dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await reportThrough(first.page, card, 'video', 'Impersonation', 'This is not their company.');
    // Gone from the reporter's view at once, and after a reload.
    await expect(card).toHaveCount(0);
    await first.page.reload();
    await expect(videoCard(first.page, other)).toBeVisible();
    await expect(videoCard(first.page, title)).toHaveCount(0);

    // Two more people report it (through the API): now nobody else sees it either.
    await apiReport(second.page.request, second.account, { targetType: 'video', targetId: videoId, category: 'impersonation' });
    await apiReport(third.page.request, third.account, { targetType: 'video', targetId: videoId, category: 'scam' });
    const seen = await apiGet<{ data: VideoRow[] }>(viewer.page.request, viewer.account, `/api/userprofile/getvideos?author=${author.account.id}`);
    expect(seen.data.map((video) => video.title)).not.toContain(title);
    await viewer.page.goto('/videos');
    await expect(videoCard(viewer.page, other)).toBeVisible();
    await expect(videoCard(viewer.page, title)).toHaveCount(0);

    // Only moderators have the queue.
    await expect(viewer.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Moderation' })).toHaveCount(0);
    await viewer.page.goto('/moderation');
    await expect(viewer.page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

    // The moderator finds it at the top of the queue (impersonation is due within 24 hours).
    await moderator.page.goto('/dashboard');
    await moderator.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Moderation' }).click();
    await expect(moderator.page.getByRole('heading', { name: 'Moderation' })).toBeVisible();
    await moderator.page.getByLabel('Category').selectOption({ label: 'Impersonation' });
    const queue = moderator.page.getByRole('list', { name: 'Open reports, earliest deadline first' });
    const top = queue.getByRole('listitem').first();
    await expect(top).toContainText(title);
    await expect(top).toContainText('3 reports');
    await expect(top).toContainText(/Due in 2[34] hours/);
    await expect(top).toContainText('Hidden');
    await expect(top).toContainText(author.name);
    expect(await seriousViolations(moderator.page, '/moderation')).toEqual([]);
    // The video kept as evidence opens with the moderator's token.
    await top.getByRole('button', { name: 'Show file' }).click();
    await expect(top.getByRole('link', { name: /^Download / })).toHaveAttribute('href', /^blob:/);
    await top.getByLabel('Note (optional)').fill('Impersonates a real founder.');
    await top.getByRole('button', { name: 'Remove' }).click();
    // It asks first (DESIGN §7.4), the note being the reason its author is told.
    const confirm = moderator.page.getByRole('dialog', { name: 'Remove this video?' });
    await expect(confirm.getByLabel('Reason told to the author')).toHaveValue('Impersonates a real founder.');
    await confirm.getByRole('button', { name: 'Yes, remove' }).click();
    await expect(moderator.page.getByRole('status').filter({ hasText: 'Content removed.' })).toBeVisible();
    await expect(queue.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);

    // It shows among the decided ones, and in the log.
    await moderator.page.getByRole('button', { name: 'Decided' }).click();
    await moderator.page.getByLabel('Category').selectOption({ label: 'All categories' });
    await expect(moderator.page.getByRole('list', { name: 'Decided reports' }).getByRole('listitem').filter({ hasText: title }).first()).toBeVisible();
    await moderator.page.getByRole('button', { name: 'Log' }).click();
    await expect(moderator.page.getByRole('list', { name: 'Moderation log' }).getByRole('listitem').first()).toContainText('Impersonates a real founder.');

    // The first reporter is told the outcome.
    await first.page.goto('/Notification');
    await expect(first.page.locator('li.notification-item').filter({ hasText: /removed it/ }).first()).toBeVisible();
  } finally {
    for (const person of everyone) await person.close();
  }
});

test('a reported message leaves the reporter’s chat', async ({ browser }) => {
  const sender = await signedInPerson(browser, 'Hustler');
  const receiver = await signedInPerson(browser, 'Cofounder');
  try {
    const kept = uniqueWord('Hello, shall we talk ');
    const rude = uniqueWord('Send me money now ');
    // Accepted, the sender writes freely (a stranger's second message waits for acceptance, DESIGN §7.4).
    await apiAcceptedChat(sender.page.request, sender.account, receiver.account, kept);
    await apiPost(sender.page.request, sender.account, '/api/messages', { receiverId: receiver.account.id, text: rude });

    await receiver.page.goto(`/messages?with=${sender.account.id}`);
    const conversation = receiver.page.getByRole('log', { name: 'Conversation' });
    const bubble = conversation.getByRole('listitem').filter({ hasText: rude });
    await expect(bubble).toBeVisible();
    await reportThrough(receiver.page, bubble, 'message', 'Scam or fraud');
    await expect(bubble).toHaveCount(0);
    await expect(conversation.getByRole('listitem').filter({ hasText: kept })).toBeVisible();

    // The server's history leaves it out for the reader too, so a reload does not bring it back.
    const history = await apiGet<{ text: string }[]>(receiver.page.request, receiver.account, `/api/messages/${sender.account.id}`);
    expect(history.map((message) => message.text)).toEqual([kept]);
    await receiver.page.reload();
    await expect(receiver.page.getByRole('log', { name: 'Conversation' }).getByRole('listitem').filter({ hasText: kept })).toBeVisible();
    await expect(receiver.page.getByRole('log', { name: 'Conversation' }).getByRole('listitem').filter({ hasText: rude })).toHaveCount(0);
  } finally {
    await receiver.close();
    await sender.close();
  }
});

test("a reported comment leaves the reporter's view; the video's owner may delete or report others' comments", async ({ browser }) => {
  const owner = await signedInPerson(browser, 'Hustler');
  const commenter = await signedInPerson(browser, 'Investor');
  const reader = await signedInPerson(browser, 'Cofounder');
  try {
    const title = uniqueWord('Commented pitch ');
    const videoId = await apiUploadVideo(owner.page.request, owner.account, title);
    const rude = uniqueWord('You are all idiots ');
    const kind = uniqueWord('Great traction ');
    await apiPost(commenter.page.request, commenter.account, '/api/videos/comments', { videoId, text: rude });
    await apiPost(commenter.page.request, commenter.account, '/api/videos/comments', { videoId, text: kind });

    await reader.page.goto('/dashboard/cofounder');
    const card = videoCard(reader.page, title);
    await card.getByRole('button', { name: 'Comments' }).click();
    const comment = card.getByRole('listitem').filter({ hasText: rude });
    await reportThrough(reader.page, comment, 'comment', 'Harassment or bullying');
    await expect(comment).toHaveCount(0);
    await expect(card.getByRole('listitem').filter({ hasText: kind })).toBeVisible();
    const left = await apiGet<{ comments: { text: string }[] }>(reader.page.request, reader.account, `/api/commentget/${videoId}`);
    expect(left.comments.map((c) => c.text)).toEqual([kind]);

    // The owner's menu on someone else's comment: Delete and Report.
    await owner.page.goto('/dashboard/hustler');
    const own = videoCard(owner.page, title);
    await own.getByRole('button', { name: 'Comments' }).click();
    await own.getByRole('listitem').filter({ hasText: kind }).getByRole('button', { name: 'More actions' }).click();
    await expect(owner.page.getByRole('menuitem')).toHaveText(['Delete', 'Report']);
  } finally {
    for (const person of [reader, commenter, owner]) await person.close();
  }
});

test('a report made offline waits in the outbox; the talk leaves the page at once and the report is sent once online', async ({ browser }) => {
  const author = await signedInPerson(browser, 'Hustler');
  const reporter = await signedInPerson(browser, 'Cofounder', {}, noSyncManager);
  try {
    const text = uniqueWord('Guaranteed 10x returns, DM me ');
    const kept = uniqueWord('Who is hiring in Pune ');
    await apiPostTalk(author.page.request, author.account, text);
    await apiPostTalk(author.page.request, author.account, kept);
    await reporter.page.goto('/talks');
    const talk = reporter.page.getByRole('article').filter({ hasText: text });
    await expect(talk).toBeVisible();

    await goOffline(reporter.page);
    await reportThrough(reporter.page, talk, 'talk', 'Spam');
    await expect(talk).toHaveCount(0);
    await expect(pendingBanner(reporter.page)).toHaveText('1 change waiting to sync');

    const sent = reporter.page.waitForResponse((response) => response.url().endsWith('/api/reports') && response.request().method() === 'POST');
    await goOnline(reporter.page);
    expect((await sent).status()).toBe(201);
    await expect(pendingBanner(reporter.page)).toHaveCount(0);
    await reporter.page.reload();
    await expect(reporter.page.getByRole('article').filter({ hasText: kept })).toBeVisible();
    await expect(reporter.page.getByRole('article').filter({ hasText: text })).toHaveCount(0);
  } finally {
    await reporter.close();
    await author.close();
  }
});

test('a person reported from their profile; a moderator suspends them, sign-in says why, and Restore lets them back', async ({ browser }) => {
  const scammer = await signedInPerson(browser, 'Investor');
  const reporter = await signedInPerson(browser, 'Hustler');
  const moderator = await signedInPerson(browser, 'Cofounder');
  try {
    grantModerator(moderator.account.email);

    // The reporter reports them from their profile: the profile is out of their sight at once.
    await reporter.page.goto(`/people/${scammer.account.id}`);
    await expect(reporter.page.getByRole('heading', { name: scammer.name })).toBeVisible();
    await reporter.page.getByRole('button', { name: 'Report' }).click();
    const dialog = reporter.page.getByRole('dialog', { name: 'Report this person' });
    await dialog.getByRole('radio', { name: 'Scam or fraud' }).check();
    await dialog.getByLabel('Anything else we should know?').fill('Asks founders for a fee to invest.');
    await dialog.getByRole('button', { name: 'Submit report' }).click();
    await expect(reporter.page.getByRole('status').filter({ hasText: 'Thanks for your report. We will review it.' })).toBeVisible();
    await expect(reporter.page).toHaveURL(/\/networking$/);
    await reporter.page.goto(`/people/${scammer.account.id}`);
    await expect(reporter.page.getByRole('heading', { name: 'Person not found' })).toBeVisible();

    // The moderator suspends them from the queue, confirming first.
    await moderator.page.goto('/moderation');
    await moderator.page.getByLabel('Category').selectOption({ label: 'Scam or fraud' });
    const row = moderator.page.getByRole('listitem').filter({ hasText: 'Asks founders for a fee to invest.' }).filter({ has: moderator.page.getByRole('button', { name: 'Dismiss' }) });
    await expect(row).toContainText(scammer.name);
    await expect(row.getByRole('button', { name: 'Remove' })).toHaveCount(0);
    await row.getByRole('button', { name: 'Suspend user' }).click();
    const confirm = moderator.page.getByRole('dialog', { name: `Suspend ${scammer.name}'s account?` });
    await expect(confirm).toContainText(`${scammer.name} is signed out on every device and cannot sign in.`);
    await confirm.getByLabel('Reason told to the author').fill('Asks founders for a fee to invest.');
    await confirm.getByRole('button', { name: 'Yes, suspend' }).click();
    await expect(moderator.page.getByRole('status').filter({ hasText: 'Account suspended.' })).toBeVisible();
    await expect(row).toHaveCount(0);

    // Their open page is signed out; signing in again is refused with the reason.
    await scammer.page.goto('/signin');
    await scammer.page.evaluate(() => localStorage.clear());
    await scammer.page.goto('/signin');
    await fillCredentials(scammer.page, scammer.account.email, SETUP_PASSWORD);
    await scammer.page.getByRole('button', { name: 'Sign In' }).click();
    await expect(scammer.page.getByRole('alert').filter({ hasText: 'This account is suspended' })).toBeVisible();

    // Restored from the decided reports, they can sign in again.
    await moderator.page.getByRole('button', { name: 'Decided' }).click();
    await moderator.page.getByLabel('Decision').selectOption({ label: 'Suspended' });
    const decided = moderator.page.getByRole('list', { name: 'Decided reports' }).getByRole('listitem').filter({ hasText: 'Asks founders for a fee to invest.' }).filter({ has: moderator.page.getByRole('button', { name: 'Restore' }) });
    await decided.getByRole('button', { name: 'Restore' }).click();
    await expect(moderator.page.getByRole('status').filter({ hasText: 'Restored.' })).toBeVisible();
    await scammer.page.getByRole('button', { name: 'Sign In' }).click();
    await expect(scammer.page).toHaveURL(/\/dashboard\/Investor$/);
  } finally {
    await moderator.close();
    await reporter.close();
    await scammer.close();
  }
});

test('a suspended person appeals, signed out, from the link mailed to them; another moderator lifts the suspension and the outcome is mailed', async ({ browser }) => {
  const scammer = await signedInPerson(browser, 'Investor');
  const reporter = await signedInPerson(browser, 'Hustler');
  const first = await signedInPerson(browser, 'Cofounder');
  const second = await signedInPerson(browser, 'Jobseeker');
  try {
    grantModerator(first.account.email);
    grantModerator(second.account.email);
    const reason = uniqueWord('I run a tea stall; someone used my name ');
    const { _id: reportId } = await apiReport(reporter.page.request, reporter.account, { targetType: 'user', targetId: scammer.account.id, category: 'scam' });
    await apiPost(first.page.request, first.account, `/api/moderation/reports/${reportId}`, { action: 'suspend', note: 'Asked founders for a listing fee.' });

    // Signed out everywhere, they cannot sign in: the mail telling them why carries their appeal.
    const link = new URL(await mailedLink(suiteMailDir(), scammer.account.email, '/appeal?token='));
    await scammer.page.goto('/signin');
    await scammer.page.evaluate(() => localStorage.clear());
    await scammer.page.goto(link.pathname + link.search);
    const card = scammer.page.getByRole('region', { name: 'Appeal a Decision' });
    await expect(card).toContainText('We suspended your account. Reason: Scam or fraud.');
    await card.getByLabel('Why should we look again?').fill(reason);
    expect(await seriousViolations(scammer.page, 'the appeal page')).toEqual([]);
    await card.getByRole('button', { name: 'Send appeal' }).click();
    await expect(card.getByText('Your appeal was sent.')).toBeVisible();
    // The link, opened again, says where the appeal stands.
    await scammer.page.reload();
    await expect(card.getByText('Your appeal was sent.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Send appeal' })).toHaveCount(0);

    // Another moderator than the one who suspended them lifts it.
    await second.page.goto('/moderation');
    await second.page.getByRole('button', { name: 'Appeals' }).click();
    const appealed = second.page.getByRole('list', { name: 'Decisions under appeal' }).getByRole('listitem').filter({ hasText: reason });
    await appealed.getByRole('button', { name: 'Reverse: lift the suspension' }).click();
    await expect(second.page.getByRole('status').filter({ hasText: 'Appeal decided: reversed.' })).toBeVisible();

    // The outcome comes by mail, with the way back in.
    const signIn = new URL(await mailedLink(suiteMailDir(), scammer.account.email, '/signin'));
    await scammer.page.goto(signIn.pathname);
    await fillCredentials(scammer.page, scammer.account.email, SETUP_PASSWORD);
    await scammer.page.getByRole('button', { name: 'Sign In' }).click();
    await expect(scammer.page).toHaveURL(/\/dashboard\/Investor$/);
  } finally {
    for (const person of [second, first, reporter, scammer]) await person.close();
  }
});

test('a moderator removes a video after confirming; its author sees why and appeals; another moderator reverses it and the video is back', async ({ browser }) => {
  const author = await signedInPerson(browser, 'Hustler');
  const reporter = await signedInPerson(browser, 'Investor');
  const first = await signedInPerson(browser, 'Cofounder');
  const second = await signedInPerson(browser, 'Jobseeker');
  try {
    grantModerator(first.account.email);
    grantModerator(second.account.email);
    const title = uniqueWord('Borrowed pitch ');
    const videoId = await apiUploadVideo(author.page.request, author.account, title);
    await apiReport(reporter.page.request, reporter.account, { targetType: 'video', targetId: videoId, category: 'ip', comment: 'Copied from my channel.' });

    // The first moderator removes it, after a dialog naming what will happen.
    await first.page.goto('/moderation');
    const row = first.page.getByRole('list', { name: 'Open reports, earliest deadline first' }).getByRole('listitem').filter({ hasText: title });
    await row.getByRole('button', { name: 'Remove' }).click();
    const confirm = first.page.getByRole('dialog', { name: 'Remove this video?' });
    await expect(confirm).toContainText(`${author.name} is told it was removed for Intellectual property, with your reason below.`);
    expect(await seriousViolations(first.page, 'the removal dialog')).toEqual([]);
    await confirm.getByLabel('Reason told to the author').fill('Copied from another channel.');
    await confirm.getByRole('button', { name: 'Yes, remove' }).click();
    await expect(first.page.getByRole('status').filter({ hasText: 'Content removed.' })).toBeVisible();

    // The author is told what was removed and why, and appeals from the notice.
    await author.page.goto('/videos');
    await expect(videoCard(author.page, title)).toHaveCount(0);
    await author.page.goto('/Notification');
    const notice = author.page.locator('li.notification-item').filter({ hasText: 'We removed your video' });
    await expect(notice).toContainText(`We removed your video “${title}”. Reason: Intellectual property. Moderator's note: “Copied from another channel.”`);
    await notice.getByRole('button', { name: 'Appeal' }).click();
    const appeal = author.page.getByRole('dialog', { name: 'Appeal this decision' });
    await appeal.getByLabel('Why should we look again?').fill('I filmed it myself at our demo day.');
    expect(await seriousViolations(author.page, 'the appeal dialog')).toEqual([]);
    await appeal.getByRole('button', { name: 'Send appeal' }).click();
    await expect(author.page.getByRole('status').filter({ hasText: 'Your appeal was sent.' })).toBeVisible();
    await expect(notice.getByText('Appeal sent')).toBeVisible();

    // The moderator who removed it cannot decide the appeal.
    await first.page.getByRole('button', { name: 'Appeals' }).click();
    const own = first.page.getByRole('list', { name: 'Decisions under appeal' }).getByRole('listitem').filter({ hasText: title });
    await expect(own).toContainText('You made this decision: another moderator decides its appeal.');
    await expect(own.getByRole('button', { name: 'Uphold' })).toHaveCount(0);

    // Another moderator reverses it: the video is back, and its author is told.
    await second.page.goto('/moderation');
    await second.page.getByRole('button', { name: 'Appeals' }).click();
    const appealed = second.page.getByRole('list', { name: 'Decisions under appeal' }).getByRole('listitem').filter({ hasText: title });
    await expect(appealed).toContainText('I filmed it myself at our demo day.');
    await appealed.getByRole('button', { name: 'Reverse: restore the video' }).click();
    await expect(second.page.getByRole('status').filter({ hasText: 'Appeal decided: reversed.' })).toBeVisible();
    await author.page.goto('/videos');
    await expect(videoCard(author.page, title)).toBeVisible();
    await author.page.goto('/Notification');
    await expect(author.page.locator('li.notification-item').filter({ hasText: `We reviewed your appeal and restored your video “${title}”.` })).toBeVisible();

    // Every step is in the audit log, newest first.
    await second.page.getByRole('button', { name: 'Log' }).click();
    const log = second.page.getByRole('list', { name: 'Moderation log' }).getByRole('listitem');
    await expect(log.nth(0)).toContainText('Appeal reversed');
    await expect(log.nth(1)).toContainText('Appealed');
    await expect(log.nth(1)).toContainText('I filmed it myself at our demo day.');
    await expect(log.nth(2)).toContainText('Copied from another channel.');
  } finally {
    for (const person of [second, first, reporter, author]) await person.close();
  }
});

test('Contact Us and the Terms name the grievance officer and the timelines', async ({ page }) => {
  const officer = 'Grievance Officer: Priya Menon, grievance@startupsetu.in. We acknowledge complaints within 24 hours and resolve them within 15 days.';
  await page.goto('/ContactUs');
  await expect(page.getByText(officer)).toBeVisible();
  await expect(page.getByRole('link', { name: 'grievance@startupsetu.in' })).toHaveAttribute('href', 'mailto:grievance@startupsetu.in');
  await page.goto('/Termsandconditions');
  await expect(page.getByRole('region', { name: 'Moderation' })).toContainText(officer);
});
