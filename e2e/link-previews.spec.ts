import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { apiFillProfile, apiSignUp, AVATAR_PATH, uniqueWord } from './support/profiles';

// DESIGN §7.3: a startup's page is public. A link to it pasted in WhatsApp or LinkedIn previews the
// startup itself (the crawler runs no script), and a signed-out visitor who opens it reads the
// startup, with an invitation to join.

/** A crawler's user agent: it fetches the HTML and reads its head, nothing more. */
const CRAWLER = 'WhatsApp/2.23.20.0 A';

const meta = (html: string, key: string) => new RegExp(`<meta property="${key}" content="([^"]*)"`).exec(html)?.[1];

test('a startup link previews the startup for a crawler, and opens for a signed-out visitor with an invitation to sign up', async ({ page, request }) => {
  const name = uniqueWord('Mandi');
  const founder = await apiSignUp(request, uniqueEmail('previews.founder'), 'Hustler');
  const founderName = uniqueWord('Asha');
  await apiFillProfile(request, founder, 'Hustler', { Username: founderName });
  const created = await request.post('/api/startups', {
    headers: { Authorization: `Bearer ${founder.token}` },
    multipart: {
      name,
      oneLiner: 'Cold rooms for every mandi',
      sector: 'Agritech',
      stage: 'seed',
      city: 'Nashik',
      logo: { name: 'logo.png', mimeType: 'image/png', buffer: readFileSync(AVATAR_PATH) },
    },
  });
  expect(created.status()).toBe(201);
  const { startup } = (await created.json()) as { startup: { slug: string; logo: string } };

  const crawled = await request.get(`/startups/${startup.slug}`, { headers: { 'user-agent': CRAWLER } });
  expect(crawled.status()).toBe(200);
  const html = await crawled.text();
  expect(html).toContain(`<title>${name} · StartupSetu</title>`);
  expect(meta(html, 'og:title')).toBe(`${name} · StartupSetu`);
  expect(meta(html, 'og:description')).toBe(`Cold rooms for every mandi · Agritech · Seed · Nashik · Team: ${founderName} (Founder)`);
  expect(new URL(meta(html, 'og:image')!).pathname).toBe(startup.logo);
  expect((await request.get(startup.logo)).status()).toBe(200);

  // An unknown startup is not found, for crawlers too.
  expect((await request.get('/startups/no-such-startup-here', { headers: { 'user-agent': CRAWLER } })).status()).toBe(404);

  await page.goto(`/startups/${startup.slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Agritech · Seed · Nashik').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Team' }).getByText(founderName)).toBeVisible();
  const invitation = page.getByRole('complementary', { name: 'Join StartupSetu' });
  await expect(invitation).toBeVisible();
  await invitation.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});
