import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { apiFillProfile, apiSignUp, uniqueWord, useSession } from './support/profiles';
import { apiCreateStartup, apiPublishedJob } from './support/jobs';

// DESIGN §7.3 (issue 42): the Job Seeker dashboard is the job seeker's home: jobs for them (here by
// their skills, with the reason), their applications, saved jobs and job alerts; an alert is saved
// from a search on /jobs and deleted from the home.

test('a job seeker sees a job for their skills on their home, saves an alert from a search and deletes it', async ({ page }) => {
  const seeker = await apiSignUp(page.request, uniqueEmail('home.seeker'), 'Jobseeker');
  await apiFillProfile(page.request, seeker, 'Jobseeker', { Username: uniqueWord('Seeker'), skills: 'React', desiredRole: 'Frontend engineer' });
  const founder = await apiSignUp(page.request, uniqueEmail('home.founder'), 'Hustler');
  await apiFillProfile(page.request, founder, 'Hustler', { Username: uniqueWord('Founder') });
  const slug = await apiCreateStartup(page.request, founder, uniqueWord('Home Startup '));
  const title = uniqueWord('React developer ');
  await apiPublishedJob(page.request, founder, slug, {
    title,
    city: 'Pune',
    ctcMin: 1_000_000,
    ctcMax: 1_500_000,
    skills: ['React'],
    description: 'Build our web app.',
  });

  await useSession(page, seeker, 'Jobseeker');
  await page.goto('/dashboard/jobSeeker');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Seeker Dashboard' })).toBeVisible();
  const forYou = page.getByRole('region', { name: 'Jobs for you' });
  const card = forYou.locator('.for-you-job').filter({ has: page.getByRole('link', { name: title }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('Matches your skills: React')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your applications' })).toContainText('You have not applied for a job yet.');
  await expect(page.getByRole('region', { name: 'Saved jobs' }).getByRole('link', { name: 'All saved jobs' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Job alerts' })).toContainText('No job alerts yet');

  const city = uniqueWord('Alertpur');
  await page.goto(`/jobs?city=${city}`);
  await page.getByRole('button', { name: 'Get job alerts for this search' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Alert saved' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get job alerts for this search' })).toBeDisabled();

  await page.goto('/dashboard/jobSeeker');
  const alerts = page.getByRole('region', { name: 'Job alerts' });
  await expect(alerts.getByRole('link', { name: city })).toHaveAttribute('href', `/jobs?city=${city}`);
  await alerts.getByRole('button', { name: `Delete alert ${city}` }).click();
  await expect(alerts.getByRole('link', { name: city })).toHaveCount(0);
  await expect(alerts).toContainText('No job alerts yet');
});

test('signed out, /jobs offers a sign-up link instead of job alerts', async ({ page }) => {
  await page.goto('/jobs?city=Pune');
  await expect(page.getByRole('link', { name: 'Sign up to get job alerts' })).toHaveAttribute('href', '/signup');
  await expect(page.getByRole('button', { name: 'Get job alerts for this search' })).toHaveCount(0);
});
