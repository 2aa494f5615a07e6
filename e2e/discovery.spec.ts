import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { startFreshStack, type FreshStack } from './support/fresh-stack';
import { goOffline, goOnline } from './support/offline';
import { apiFillProfile, apiSignUp, uniqueWord, useSession } from './support/profiles';

test('a co-founder appears on /Findcofounder with the card fields, and the search narrows by name, skill and bio', async ({
  page,
}) => {
  const name = uniqueWord('Zara');
  const skill = uniqueWord('Kotlin');
  const bioWord = uniqueWord('fintech');
  const cofounder = await apiSignUp(page.request, uniqueEmail('zara'), 'Cofounder');
  await apiFillProfile(page.request, cofounder, 'Cofounder', {
    Username: name,
    bio: `Building ${bioWord} rails for small shops`,
    skills: `${skill}, Payments`,
    superpower: 'Negotiation',
    phoneno: '9000000001',
  });
  // The spec's co-founder card shows the email of a co-founder who shows it to everyone (DESIGN §7.4).
  const shown = await page.request.put('/api/settings/privacy', { headers: { Authorization: `Bearer ${cofounder.token}` }, data: { emailVisibility: 'everyone' } });
  expect(shown.status()).toBe(200);

  const viewer = await apiSignUp(page.request, uniqueEmail('finder'), 'Hustler');
  await useSession(page, viewer, 'Hustler');
  await page.goto('/Findcofounder');
  await expect(page.getByRole('heading', { level: 1, name: 'Meet Co-founders' })).toBeVisible();
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card.getByText(cofounder.email)).toBeVisible();
  await expect(card.getByText(skill, { exact: true })).toBeVisible();
  await expect(card.getByText('Payments', { exact: true })).toBeVisible();
  await expect(card.getByText('Negotiation')).toBeVisible();
  await expect(card.getByText(`Building ${bioWord} rails for small shops`)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Connect' })).toBeVisible();
  await expect(card.getByText('9000000001')).toBeHidden();

  const search = page.getByLabel('Search', { exact: true });
  for (const query of [name.toUpperCase(), skill.toLowerCase(), bioWord]) {
    await search.fill(query);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card).toBeVisible();
  }
  await search.fill(uniqueWord('nobody-like-this'));
  await expect(page.getByText('No profiles match your search criteria.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});

test('a second user of each role appears on the right discovery page with the card fields', async ({ page }) => {
  const hustlerName = uniqueWord('Ravi');
  const hustler = await apiSignUp(page.request, uniqueEmail('ravi'), 'Hustler');
  await apiFillProfile(page.request, hustler, 'Hustler', {
    Username: hustlerName,
    project: 'GaonGrid',
    currentStage: 'preSeed',
    skills: 'Networking',
    currentWork: 'Solar pilots',
    contribution: 'Sales',
  });
  const investorName = uniqueWord('Meera Angels');
  const investor = await apiSignUp(page.request, uniqueEmail('meera'), 'Investor');
  await apiFillProfile(page.request, investor, 'Investor', {
    Username: investorName,
    interestAreas: 'Sustainable Innovations',
    explorationPreference: '7',
    excitement: 'Clean energy',
  });
  const seekerName = uniqueWord('Kabir');
  const seeker = await apiSignUp(page.request, uniqueEmail('kabir'), 'Jobseeker');
  await apiFillProfile(page.request, seeker, 'Jobseeker', {
    Username: seekerName,
    desiredRole: 'Frontend intern',
    experience: 'A Hindi reading app',
    skills: 'React, CSS',
    aboutMe: 'Final-year student',
  });

  const viewer = await apiSignUp(page.request, uniqueEmail('looker'), 'Cofounder');
  await useSession(page, viewer, 'Cofounder');

  await page.goto('/FindHustler');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Startups' })).toBeVisible();
  const startup = page.getByRole('article', { name: hustlerName });
  for (const text of ['Passionate entrepreneur', 'GaonGrid', 'Pre-Seed', 'Networking', 'Solar pilots', 'Sales']) {
    await expect(startup.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(startup.getByRole('img', { name: hustlerName })).toBeVisible();

  await page.goto('/FindInvestor');
  await expect(page.getByRole('heading', { level: 1, name: 'Investors Hall of Fame' })).toBeVisible();
  const angel = page.getByRole('article', { name: investorName });
  for (const text of ['Sustainable Innovations', '7 / 10', 'Clean energy']) {
    await expect(angel.getByText(text, { exact: true })).toBeVisible();
  }
  // Ignite is a Hustler's (DESIGN §6.1): a co-founder is offered Connect on an investor's card.
  await expect(angel.getByRole('button', { name: 'Connect' })).toBeVisible();
  await expect(angel.getByRole('button', { name: 'Ignite Investor' })).toHaveCount(0);

  await page.goto('/FindJobseeker');
  await expect(page.getByRole('heading', { level: 1, name: 'Meet Passionate Job Seekers' })).toBeVisible();
  const talent = page.getByRole('article', { name: seekerName });
  for (const text of ['Final-year student', 'A Hindi reading app', 'Frontend intern', 'React', 'CSS']) {
    await expect(talent.getByText(text, { exact: true })).toBeVisible();
  }
});

test('filters narrow each list, live in the URL so a reload keeps them, and work offline on the saved list', async ({ page }) => {
  const run = uniqueWord('Flt');
  const early = await apiSignUp(page.request, uniqueEmail('flt.early'), 'Hustler');
  await apiFillProfile(page.request, early, 'Hustler', { Username: `${run} Early`, currentStage: 'preSeed', skills: 'Networking' });
  const later = await apiSignUp(page.request, uniqueEmail('flt.later'), 'Hustler');
  await apiFillProfile(page.request, later, 'Hustler', { Username: `${run} Later`, currentStage: 'seed', skills: 'Goal-Oriented' });
  const earlyCard = page.getByRole('article', { name: `${run} Early` });
  const laterCard = page.getByRole('article', { name: `${run} Later` });

  const viewer = await apiSignUp(page.request, uniqueEmail('flt.viewer'), 'Investor');
  await useSession(page, viewer, 'Investor');
  await page.goto('/FindHustler');
  await expect(earlyCard).toBeVisible();
  await expect(laterCard).toBeVisible();
  await page.getByLabel('Stage').selectOption({ label: 'Pre-Seed' });
  await expect(laterCard).toBeHidden();
  await expect(earlyCard).toBeVisible();
  await expect(page).toHaveURL(/stage=preSeed/);

  await page.reload();
  await expect(page.getByLabel('Stage')).toHaveValue('preSeed');
  await expect(earlyCard).toBeVisible();
  await expect(laterCard).toBeHidden();

  await page.getByLabel('Stage').selectOption('');
  await page.getByLabel('Skill').fill('goal-oriented');
  await expect(laterCard).toBeVisible();
  await expect(earlyCard).toBeHidden();

  // Offline the saved whole list is filtered on the device.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(earlyCard).toBeVisible();
  await expect(laterCard).toBeVisible();
  await goOffline(page);
  await page.getByLabel('Stage').selectOption({ label: 'Seed' });
  await expect(laterCard).toBeVisible();
  await expect(earlyCard).toBeHidden();
  await goOnline(page);
});

test('investors filter by interest area and type, co-founders by skill, job seekers by desired role', async ({ page }) => {
  const run = uniqueWord('Flt');
  const people = [
    ['Investor', { Username: `${run} Ivy`, investorType: 'visionary', interestAreas: 'Creative Arts & Media' }],
    ['Investor', { Username: `${run} Ola`, investorType: 'curious', interestAreas: 'Creative Arts & Media' }],
    ['Cofounder', { Username: `${run} Cara`, skills: `${run}lang, Design` }],
    ['Jobseeker', { Username: `${run} Jo`, desiredRole: `${run} data analyst` }],
  ] as const;
  for (const [role, fields] of people) {
    const account = await apiSignUp(page.request, uniqueEmail('flt.person'), role);
    await apiFillProfile(page.request, account, role, fields);
  }
  const viewer = await apiSignUp(page.request, uniqueEmail('flt.viewer'), 'Hustler');
  await useSession(page, viewer, 'Hustler');

  await page.goto(`/FindInvestor?q=${run}&interestAreas=${encodeURIComponent('Creative Arts & Media')}`);
  await expect(page.getByLabel('Interest Area')).toHaveValue('Creative Arts & Media');
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByLabel('Investor Type').selectOption({ label: 'Curious' });
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: `${run} Ola` })).toBeVisible();

  await page.goto('/Findcofounder');
  await page.getByLabel('Skill').fill(`${run}lang`);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: `${run} Cara` })).toBeVisible();

  await page.goto('/FindJobseeker');
  await page.getByLabel('Desired Role').fill(`${run} DATA`);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: `${run} Jo` })).toBeVisible();
  await expect(page).toHaveURL(/desiredRole=/);
});

test.describe('on a fresh database', () => {
  let fresh: FreshStack;

  test.beforeAll(async () => {
    fresh = await startFreshStack(Number(process.env.E2E_FRESH_PORT ?? 8185));
  });

  test.afterAll(async () => {
    await fresh?.stop();
  });

  test('each discovery list shows its empty text', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: fresh.baseURL });
    try {
      const page = await context.newPage();
      const only = await apiSignUp(page.request, uniqueEmail('alone'), 'Hustler', fresh.mailDir);
      await useSession(page, only, 'Hustler');
      for (const [path, empty] of [
        ['/Findcofounder', 'No profiles found.'],
        ['/FindHustler', 'No startups found yet!'],
        ['/FindInvestor', 'No investors found yet!'],
        ['/FindJobseeker', 'No job seekers found yet!'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByText(empty)).toBeVisible();
        await expect(page.getByRole('article')).toHaveCount(0);
      }
    } finally {
      await context.close();
    }
  });
});
