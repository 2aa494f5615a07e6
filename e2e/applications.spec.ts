import { expect, test } from '@playwright/test';
import { goOffline, goOnline, offlineBanner, signedInPerson, waitForServiceWorkerControl } from './support/offline';
import { uniqueWord } from './support/profiles';
import { apiCreateStartup, apiPublishedJob } from './support/jobs';

// DESIGN §7.3 (issue 42, applications): a job seeker applies for a published internship with a
// note and a résumé PDF; the founder sees them among the job's applicants, shortlists them and opens
// a chat with them; the job seeker sees the new status with its time, and is told of it. Both
// lists read offline.

/** A small valid PDF: one empty page. */
const RESUME_PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
);

test('a job seeker applies with a note and a résumé; the founder shortlists them and messages them; the job seeker sees it; both read offline', async ({ browser }) => {
  test.setTimeout(120_000);
  const founder = await signedInPerson(browser, 'Hustler');
  const seeker = await signedInPerson(browser, 'Jobseeker');
  try {
    const startupName = uniqueWord('Mandi');
    const slug = await apiCreateStartup(founder.page.request, founder.account, startupName);
    const title = `Field Intern ${uniqueWord('x')}`;
    const jobId = await apiPublishedJob(founder.page.request, founder.account, slug, {
      title,
      kind: 'internship',
      workplace: 'hybrid',
      city: 'Nashik',
      stipend: 20_000,
      skills: ['Excel', 'Marathi'],
      description: 'Visit mandis and talk to farmers about cold storage.',
    });

    // The job seeker applies from the job's page.
    const { page: seekerPage } = seeker;
    await seekerPage.goto(`/jobs/${jobId}`);
    await expect(seekerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await seekerPage.getByRole('button', { name: 'Apply' }).click();
    const form = seekerPage.getByRole('form', { name: `Apply for ${title}` });
    await form.getByLabel(`Note to ${startupName} (optional)`).fill('I grew up near the Nashik mandi and speak Marathi.');
    await expect(form.getByText('50 / 1,000 characters')).toBeVisible();
    await form.getByLabel('Résumé').setInputFiles({ name: 'my-resume.pdf', mimeType: 'application/pdf', buffer: RESUME_PDF });
    await form.getByRole('button', { name: 'Send application' }).click();
    await expect(seekerPage.getByText('Applied', { exact: true })).toBeVisible();
    await expect(seekerPage.getByRole('button', { name: 'Apply' })).toHaveCount(0);

    await seekerPage.getByRole('link', { name: 'Your applications' }).click();
    await expect(seekerPage).toHaveURL(/\/applications$/);
    await expect(seekerPage.getByRole('heading', { level: 1, name: 'Your Applications' })).toBeVisible();
    const application = seekerPage.getByRole('article', { name: title });
    await expect(application.getByRole('link', { name: startupName })).toBeVisible();
    await expect(application.locator('.application-status')).toHaveText('Applied');
    // The sidebar leads there from every page.
    await expect(seekerPage.getByRole('link', { name: 'Applications', exact: true })).toHaveAttribute('href', '/applications');

    // The founder finds them among the job's applicants and shortlists them.
    const { page: founderPage } = founder;
    await founderPage.goto(`/jobs/${jobId}`);
    await founderPage.getByRole('region', { name: 'Manage this job' }).getByRole('link', { name: 'View applicants' }).click();
    await expect(founderPage).toHaveURL(new RegExp(`/jobs/${jobId}/applicants$`));
    await expect(founderPage.getByRole('heading', { level: 1, name: 'Applicants' })).toBeVisible();
    const applied = founderPage.getByRole('region', { name: 'Applied (1)' });
    const card = applied.getByRole('article', { name: seeker.name });
    await expect(card).toContainText('I grew up near the Nashik mandi and speak Marathi.');
    await expect(card.getByRole('button', { name: /Download résumé/ })).toBeVisible();
    await expect(card.getByRole('link', { name: seeker.name })).toHaveAttribute('href', `/people/${seeker.account.id}`);
    await card.getByRole('button', { name: 'Shortlist' }).click();
    const shortlisted = founderPage.getByRole('region', { name: 'Shortlisted (1)' }).getByRole('article', { name: seeker.name });
    await expect(shortlisted).toBeVisible();
    await expect(founderPage.getByRole('region', { name: 'Applied (0)' })).toBeVisible();

    await shortlisted.getByRole('link', { name: 'Message' }).click();
    await expect(founderPage).toHaveURL(new RegExp(`/messages\\?with=${seeker.account.id}$`));
    await expect(founderPage.getByRole('dialog', { name: `Chat with ${seeker.name}` })).toBeVisible();

    // The job seeker sees the new status with its time, and a notification of it.
    await seekerPage.reload();
    const history = seekerPage.getByRole('article', { name: title }).getByRole('list', { name: 'History' });
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByRole('listitem').nth(1)).toContainText('Shortlisted');
    await expect(history.getByRole('listitem').nth(1).locator('time')).toHaveText(/just now|min ago/);
    await expect(seekerPage.getByRole('article', { name: title }).locator('.application-status')).toHaveText('Shortlisted');

    await seekerPage.goto('/Notification');
    const notice = seekerPage.getByRole('link', { name: `${startupName} moved your application for ${title} to Shortlisted` });
    await expect(notice).toBeVisible();
    await notice.click();
    await expect(seekerPage).toHaveURL(/\/applications$/);

    // A second application is not offered.
    await seekerPage.goto(`/jobs/${jobId}`);
    await expect(seekerPage.getByText('Applied · Shortlisted')).toBeVisible();
    await expect(seekerPage.getByRole('button', { name: 'Apply' })).toHaveCount(0);

    // Both lists read offline after an online visit.
    for (const [page, path, item] of [
      [seekerPage, '/applications', seekerPage.getByRole('article', { name: title })],
      [founderPage, `/jobs/${jobId}/applicants`, founderPage.getByRole('region', { name: 'Shortlisted (1)' }).getByRole('article', { name: seeker.name })],
    ] as const) {
      await page.goto(path);
      await expect(item).toBeVisible();
      await waitForServiceWorkerControl(page);
      await goOffline(page);
      try {
        await page.goto(path);
        await expect(offlineBanner(page)).toBeVisible();
        await expect(item).toBeVisible();
      } finally {
        await goOnline(page);
      }
    }
  } finally {
    await founder.close();
    await seeker.close();
  }
});
