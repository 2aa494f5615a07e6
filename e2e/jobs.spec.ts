import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { goOffline, goOnline, offlineBanner, signedInPerson, waitForServiceWorkerControl } from './support/offline';
import { apiFillProfile, apiSignUp, uniqueWord, useSession, type ApiAccount } from './support/profiles';
import { ageJob } from './support/database';
import { apiCreateStartup, apiPublishedJob } from './support/jobs';

// DESIGN §7.3 (issue 42, jobs): a founder posts a job from the startup's page and publishes it; a
// job seeker finds it on /jobs by its filters and search, saves it and finds it under saved jobs;
// anyone can open its link signed out; closed, it leaves the board.

async function signedUp(request: APIRequestContext, role: string) {
  const account = await apiSignUp(request, uniqueEmail(`jobs.${role.toLowerCase()}`), role);
  await apiFillProfile(request, account, role, { Username: uniqueWord(role) });
  return account;
}

/** A page of its own browser context, signed in as `account`. */
async function pageAs(browser: Browser, account: ApiAccount, role: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await useSession(page, account, role);
  return page;
}

test('a founder posts and publishes an internship; a job seeker finds it by filters and search, and saves it', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const founder = await signedUp(page.request, 'Hustler');
  const startupName = uniqueWord('Mandi');
  const slug = await apiCreateStartup(page.request, founder, startupName);
  const title = `Field Intern ${uniqueWord('x')}`;
  const city = uniqueWord('Nashik');

  await useSession(page, founder, 'Hustler');
  await page.goto(`/startups/${slug}`);
  const jobs = page.getByRole('region', { name: 'Jobs' });
  await expect(jobs.getByText('No jobs yet. Post one to find your next teammate.')).toBeVisible();
  await jobs.getByRole('link', { name: 'Post a job' }).click();
  await expect(page).toHaveURL(new RegExp(`/startups/${slug}/jobs/new$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Post a Job' })).toBeVisible();

  // The form's own checks first: a stipend to publish an internship.
  await page.getByLabel('Job title').fill(title);
  await page.getByLabel('Job type').selectOption('internship');
  await page.getByLabel('Workplace').selectOption('hybrid');
  await page.getByLabel('City').fill(city);
  await page.getByLabel('Skills').fill('Excel, Marathi');
  await page.getByLabel('Description').fill('Visit mandis and talk to farmers about cold storage.');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Give the monthly stipend to publish')).toBeVisible();
  await expect(page.getByLabel('Stipend (₹ a month)')).toBeFocused();
  await page.getByLabel('Stipend (₹ a month)').fill('20000');
  await page.getByRole('button', { name: 'Publish' }).click();

  await page.waitForURL((url) => /^\/jobs\/[^/]+$/.test(url.pathname));
  const jobUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Manage this job' })).toContainText(/Status: Published · Closes on \d+ \w+ \d{4}/);
  await expect(page.getByText('₹20,000/month')).toBeVisible();
  await expect(page.getByText(`Internship · Hybrid · ${city}`)).toBeVisible();
  await page.goto(`/startups/${slug}`);
  await expect(page.getByRole('region', { name: 'Jobs' }).getByRole('link', { name: title })).toBeVisible();

  const seeker = await signedUp(page.request, 'Jobseeker');
  const seekerPage = await pageAs(browser, seeker, 'Jobseeker');
  try {
    await seekerPage.goto('/jobs');
    await expect(seekerPage.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    await seekerPage.getByLabel('Job type').selectOption('internship');
    await seekerPage.getByLabel('City').fill(city);
    await expect(seekerPage).toHaveURL(/kind=internship/);
    await expect(seekerPage).toHaveURL(new RegExp(`city=${city}`));
    const card = seekerPage.getByRole('listitem').filter({ has: seekerPage.getByRole('link', { name: title }) });
    await expect(card).toContainText('₹20,000/month');
    await expect(card).toContainText(startupName);
    // Another type finds nothing; the search by title finds it again.
    await seekerPage.getByLabel('Job type').selectOption('full-time');
    await expect(seekerPage.getByText('No jobs match your search.')).toBeVisible();
    await seekerPage.getByLabel('Job type').selectOption('internship');
    await seekerPage.getByRole('searchbox', { name: 'Search' }).fill(title.split(' ').at(-1)!);
    await expect(seekerPage).toHaveURL(/q=/);
    await seekerPage.getByRole('link', { name: title }).click();

    await expect(seekerPage).toHaveURL(new RegExp(`${jobUrl}$`));
    await expect(seekerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(seekerPage.getByRole('region', { name: 'Manage this job' })).toHaveCount(0);
    await seekerPage.getByRole('button', { name: 'Save job' }).click();
    await expect(seekerPage.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');

    await seekerPage.goto('/jobs');
    await seekerPage.getByRole('link', { name: 'Saved jobs' }).click();
    await expect(seekerPage).toHaveURL(/\/jobs\/saved$/);
    await expect(seekerPage.getByRole('heading', { level: 1, name: 'Saved Jobs' })).toBeVisible();
    await expect(seekerPage.getByRole('link', { name: title })).toBeVisible();
    // The sidebar leads to the board from every page.
    await expect(seekerPage.getByRole('link', { name: 'Jobs', exact: true })).toHaveAttribute('href', '/jobs');
  } finally {
    await seekerPage.context().close();
  }
});

test('a signed-out visitor opens a job link and is asked to sign up to apply; once the founder closes it, it leaves /jobs', async ({ page, browser }) => {
  const founder = await signedUp(page.request, 'Hustler');
  const slug = await apiCreateStartup(page.request, founder, uniqueWord('Solar'));
  const title = `Solar Sales Lead ${uniqueWord('y')}`;
  const jobId = await apiPublishedJob(page.request, founder, slug, {
    title,
    kind: 'full-time',
    workplace: 'onsite',
    city: 'Pune',
    ctcMin: 800_000,
    ctcMax: 1_200_000,
    esopMin: 0.1,
    esopMax: 0.25,
    skills: ['Sales'],
    description: 'Sell rooftop solar to kirana shops.',
  });

  const visitor = await (await browser.newContext()).newPage();
  try {
    await visitor.goto(`/jobs/${jobId}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByText('₹8–12 LPA')).toBeVisible();
    await expect(visitor.getByText('0.1–0.25% ESOPs')).toBeVisible();
    await expect(visitor.getByRole('complementary', { name: 'Join StartupSetu' })).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Save job' })).toHaveCount(0);
    await visitor.getByRole('link', { name: 'Sign up to apply' }).click();
    await expect(visitor).toHaveURL(/\/signup$/);

    // The board is open to visitors too.
    await visitor.goto(`/jobs?q=${encodeURIComponent(title)}`);
    await expect(visitor.getByRole('link', { name: title })).toBeVisible();

    await useSession(page, founder, 'Hustler');
    await page.goto(`/jobs/${jobId}`);
    await page.getByRole('button', { name: 'Close job' }).click();
    await expect(page.getByRole('region', { name: 'Manage this job' })).toContainText('Status: Closed');
    await expect(page.getByRole('button', { name: 'Renew job' })).toBeVisible();

    await visitor.reload();
    await expect(visitor.getByText('No jobs match your search.')).toBeVisible();
    await visitor.goto(`/jobs/${jobId}`);
    await expect(visitor.getByText('This job is closed')).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Sign up to apply' })).toHaveCount(0);
  } finally {
    await visitor.context().close();
  }
});

test('the board, a job and saved jobs read offline after one online visit', async ({ page, browser }) => {
  const founder = await signedUp(page.request, 'Hustler');
  const slug = await apiCreateStartup(page.request, founder, uniqueWord('Gaon'));
  const title = `Solar Technician ${uniqueWord('z')}`;
  const jobId = await apiPublishedJob(page.request, founder, slug, { title, kind: 'contract', workplace: 'onsite', city: 'Jaipur', ctcMin: 400_000, description: 'Fit rooftop panels.' });
  const seeker = await signedInPerson(browser, 'Jobseeker');
  try {
    const { page: seekerPage } = seeker;
    const shows = [
      { path: '/jobs', check: () => expect(seekerPage.getByRole('link', { name: title })).toBeVisible() },
      { path: `/jobs/${jobId}`, check: () => expect(seekerPage.getByRole('heading', { level: 1, name: title })).toBeVisible() },
      { path: '/jobs/saved', check: () => expect(seekerPage.getByRole('link', { name: title })).toBeVisible() },
    ];
    await seekerPage.goto(`/jobs/${jobId}`);
    await seekerPage.getByRole('button', { name: 'Save job' }).click();
    await expect(seekerPage.getByRole('button', { name: 'Saved' })).toBeVisible();
    for (const { path, check } of shows) {
      await seekerPage.goto(path);
      await check();
    }
    await waitForServiceWorkerControl(seekerPage);

    await goOffline(seekerPage);
    try {
      for (const { path, check } of shows) {
        await seekerPage.goto(path);
        await expect(offlineBanner(seekerPage)).toBeVisible();
        await check();
      }
    } finally {
      await goOnline(seekerPage);
    }
  } finally {
    await seeker.close();
  }
});

test('a published job closes itself 30 days on, unless its founder renews it', async ({ page }) => {
  const founder = await signedUp(page.request, 'Hustler');
  const slug = await apiCreateStartup(page.request, founder, uniqueWord('Kheti'));
  const title = `Field Officer ${uniqueWord('z')}`;
  const jobId = await apiPublishedJob(page.request, founder, slug, {
    title,
    kind: 'full-time',
    workplace: 'onsite',
    city: 'Nashik',
    ctcMin: 400_000,
    ctcMax: 600_000,
    skills: ['Marathi'],
    description: 'Meet farmers every day.',
  });
  const seeker = await signedUp(page.request, 'Jobseeker');
  await useSession(page, seeker, 'Jobseeker');
  await page.goto(`/jobs?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  // The clock moves 31 days on: nothing rewrites the job, yet it is closed to everyone.
  ageJob(jobId, 31);
  await page.reload();
  await expect(page.getByText('No jobs match your search.')).toBeVisible();
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByText('This job is closed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply' })).toHaveCount(0);

  await useSession(page, founder, 'Hustler');
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole('region', { name: 'Manage this job' })).toContainText('Status: Closed');
  await page.getByRole('button', { name: 'Renew job' }).click();
  await expect(page.getByRole('region', { name: 'Manage this job' })).toContainText(/Status: Published · Closes on \d+ \w+ \d{4}/);
  await page.goto(`/jobs?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});
