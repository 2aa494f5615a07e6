import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { agreeAtSignUp, fillCredentials } from './support/accounts';
import { apiPost, apiUploadVideo, signedInPerson } from './support/offline';
import { SETUP_PASSWORD, uniqueWord } from './support/profiles';
import { apiAcceptedChat } from './support/connections';

// /settings: 'Your data' downloads one JSON file of everything of the account, and 'Delete account'
// deletes it after the password and a confirm step; the other party's chat keeps the messages from
// 'Deleted user', and the email can sign up again (DESIGN §6.3).

test('download my data, delete the account, the other side sees Deleted user, and the email signs up again', async ({ browser }) => {
  const other = await signedInPerson(browser, 'Investor');
  const me = await signedInPerson(browser, 'Hustler');
  try {
    const title = uniqueWord('Leaving pitch ');
    await apiUploadVideo(me.page.request, me.account, title);
    const hello = uniqueWord('Hello before I go ');
    const reply = uniqueWord('Reply to the leaver ');
    // The investor hears from the hustler once they have accepted (DESIGN §7.4).
    await apiAcceptedChat(me.page.request, me.account, other.account, hello);
    await apiPost(other.page.request, other.account, '/api/messages', { receiverId: me.account.id, text: reply });

    // Download my data: one JSON file of the user's own account.
    const { page } = me;
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^startupsetu-data-\d{4}-\d\d-\d\d\.json$/);
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(data.account).toMatchObject({ id: me.account.id, email: me.account.email, role: 'Hustler' });
    expect(data.profile.Username).toBe(me.name);
    expect(data.videos.map((v: { title: string }) => v.title)).toEqual([title]);
    expect(data.messages.map((m: { direction: string; text: string }) => [m.direction, m.text])).toEqual([
      ['sent', hello],
      ['received', reply],
    ]);
    expect(JSON.stringify(data)).not.toContain(other.account.email);
    const mediaUrls: string[] = [data.profile.profilePic, data.videos[0].videoUrl];
    for (const url of mediaUrls) expect((await page.request.get(url)).status()).toBe(200);

    // A wrong password is said under the field, after the confirm step; nothing is deleted.
    const password = page.getByLabel('Password', { exact: true });
    const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
    await password.fill('not my password');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expect(confirm).toContainText('Messages you sent stay with the people you sent them to');
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await expect(password).toHaveAccessibleDescription('Password is incorrect');
    await expect(confirm).toBeHidden();

    await password.fill(SETUP_PASSWORD);
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('status').filter({ hasText: 'Your account has been deleted' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    for (const url of mediaUrls) expect((await page.request.get(url)).status()).toBe(404);

    // The other party keeps the conversation, from 'Deleted user', and cannot reply.
    await other.page.goto('/messages');
    const chats = other.page.getByRole('region', { name: 'Your Chats' });
    await chats.getByRole('button', { name: /Deleted user/ }).click();
    const box = other.page.getByRole('dialog', { name: 'Chat with Deleted user' });
    await expect(box).toContainText(hello);
    await expect(box).toContainText(reply);
    await expect(box).toContainText('This account has been deleted');
    await expect(box.getByRole('button', { name: 'Send' })).toHaveCount(0);
    await expect(chats).not.toContainText(me.account.email);

    // The email is free again: signing up with it starts a new account.
    await page.goto('/signup');
    await fillCredentials(page, me.account.email, 'a passphrase of my own');
    await page.getByLabel('Role').selectOption('Jobseeker');
    await agreeAtSignUp(page);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).not.toHaveURL(/\/signup/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('userId'))).not.toBe(me.account.id);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  } finally {
    await me.close();
    await other.close();
  }
});
