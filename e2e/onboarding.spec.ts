import { expect, test, type Page } from '@playwright/test';
import { forgetSession, signIn, signUp, uniqueEmail } from './support/accounts';
import { AVATAR_PATH, apiSignUp, expectLoadedPicture, uniqueWord, useSession } from './support/profiles';

interface RoleCase {
  role: string;
  form: string;
  success: string;
  dashboard: RegExp;
  fill(page: Page, words: Words): Promise<void>;
  /** Texts the saved profile shows on /Profile. */
  shows(words: Words): string[];
  /** [link label, the heading the page shows] for every sidebar link. */
  sidebar: [string | RegExp, string | RegExp][];
  /** Who can see this role in discovery, and where. */
  discovery: { viewerRole: string; path: string };
  /** /Update_profile (the role's own fields): where the new bio-like text goes, and a text field set to 'SetuPay'. */
  update: { bio: string; other: string };
}

interface Words {
  name: string;
  bio: string;
}

const ROLE_CASES: RoleCase[] = [
  {
    role: 'Hustler',
    form: '/HustlerForm',
    success: 'Hustler profile updated successfully',
    dashboard: /\/dashboard\/Hustler$/,
    fill: async (page, { name, bio }) => {
      await page.getByLabel('Username').fill(name);
      await page.getByLabel('Phone Number').fill('9876543210');
      await page.getByLabel('Bio').fill(bio);
      await page.getByLabel('Project').fill('KisanConnect');
      await page.getByLabel('Current Stage').selectOption('seed');
      await page.getByRole('group', { name: 'Skills' }).getByLabel('Networking').check();
      await page.getByRole('group', { name: 'Skills' }).getByLabel('Fast Execution').check();
      await page.getByLabel('Current Work').fill('Piloting with 40 farmers');
      await page.getByLabel('Contribution').fill('Product and sales');
    },
    shows: ({ name, bio }) => [name, bio, 'KisanConnect', 'Seed', 'Networking', 'Fast Execution', 'Product and sales'],
    sidebar: [
      ['Explore Co-founder Profiles', 'Meet Co-founders'],
      ['Explore Investor Profiles', 'Investors Hall of Fame'],
      ['Find Intern Profiles', 'Meet Passionate Job Seekers'],
      ['Messages', 'Messages'],
      ['Notifications', 'Notifications'],
    ],
    discovery: { viewerRole: 'Investor', path: '/FindHustler' },
    update: { bio: 'Bio', other: 'Project' },
  },
  {
    role: 'Cofounder',
    form: '/CofunderForm',
    success: 'Cofounder profile updated successfully',
    dashboard: /\/dashboard\/Cofounder$/,
    fill: async (page, { name, bio }) => {
      await page.getByLabel('Username').fill(name);
      await page.getByLabel('Phone Number').fill('9876500000');
      await page.getByLabel('Bio').fill(bio);
      await page.getByLabel('Skills').fill(' Rust ,  Payments ,');
      await page.getByLabel('Dream Project').fill('UPI for villages');
      await page.getByLabel('Superpower').fill('Shipping fast');
    },
    shows: ({ name, bio }) => [name, bio, 'Rust', 'Payments', 'UPI for villages', 'Shipping fast'],
    sidebar: [
      ['Dashboard', 'Co-founder Dashboard'],
      ['Manage Startups', 'Explore Startups'],
      ['Notifications', 'Notifications'],
      ['Networking', 'Network'],
    ],
    discovery: { viewerRole: 'Hustler', path: '/Findcofounder' },
    update: { bio: 'Bio', other: 'Superpower' },
  },
  {
    role: 'Investor',
    form: '/InvestorForm',
    success: 'Profile updated successfully!',
    dashboard: /\/dashboard\/Investor$/,
    fill: async (page, { name }) => {
      await page.getByLabel('Username').fill(name);
      await page.getByLabel('Contact Email').fill('deals@angels.in');
      await page.getByLabel('Phone Number').fill('9800000000');
      await page.getByLabel('Investor Type').selectOption('growthGuru');
      await page.getByRole('group', { name: 'Interest Areas' }).getByLabel('Social Impact Projects').check();
      await page.getByLabel('Excitement').fill('Climate tech founders');
    },
    shows: ({ name }) => [name, 'Growth Guru', 'Social Impact Projects', 'Climate tech founders'],
    sidebar: [
      ['Dashboard', 'Investor Dashboard'],
      ['Explore Startups', 'Explore Startups'],
      ['Messages', 'Messages'],
      ['Networking', 'Network'],
      ['Notifications', 'Notifications'],
    ],
    discovery: { viewerRole: 'Hustler', path: '/FindInvestor' },
    update: { bio: 'Excitement', other: 'Contact Email' },
  },
  {
    role: 'Jobseeker',
    form: '/JobseekerForm',
    success: 'Jobseeker profile updated successfully',
    dashboard: /\/dashboard\/Jobseeker$/,
    fill: async (page, { name, bio }) => {
      await page.getByLabel('Username').fill(name);
      await page.getByLabel('Desired Role').fill('Growth intern');
      await page.getByLabel('Dream Project').fill('An ed-tech app in Kannada');
      await page.getByLabel('Skills').fill('SQL, Figma');
      await page.getByLabel('About Me').fill(bio);
    },
    shows: ({ name, bio }) => [name, bio, 'Growth intern', 'SQL', 'Figma'],
    sidebar: [
      ['Dashboard', 'Job Seeker Dashboard'],
      ['Messages', 'Messages'],
      ['Notifications', 'Notifications'],
    ],
    discovery: { viewerRole: 'Hustler', path: '/FindJobseeker' },
    update: { bio: 'About Me', other: 'Desired Role' },
  },
];

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

for (const roleCase of ROLE_CASES) {
  test(`a new ${roleCase.role} fills the whole form with a picture, signs in, uses the sidebar, sees and updates the profile`, async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail(`onboard-${roleCase.role.toLowerCase()}`);
    const words: Words = { name: uniqueWord('Asha'), bio: uniqueWord('Builds for Bharat ') };

    await signUp(page, email, 'onboarding-pass-1', roleCase.role);
    await expect(page).toHaveURL(new RegExp(`${roleCase.form}$`));
    await roleCase.fill(page, words);
    await page.getByLabel('Profile Picture').setInputFiles(AVATAR_PATH);
    await expect(page.getByRole('img', { name: /preview/i })).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(roleCase.success)).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);

    await signIn(page, email, 'onboarding-pass-1');
    await expect(page).toHaveURL(roleCase.dashboard);

    for (const [label, heading] of roleCase.sidebar) {
      await sidebar(page).getByRole('link', { name: label, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }

    await sidebar(page).getByRole('link', { name: /Profile$/ }).click();
    await expect(page).toHaveURL(/\/Profile$/);
    for (const text of roleCase.shows(words)) await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    await expectLoadedPicture(page, words.name);

    const newBio = uniqueWord('Now building in Pune ');
    const newName = uniqueWord('Asha Rao ');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page).toHaveURL(/\/Update_profile$/);
    await page.getByLabel('Username').fill(newName);
    await page.getByLabel(roleCase.update.bio, { exact: true }).fill(newBio);
    const other = roleCase.role === 'Investor' ? 'setupay@angels.in' : 'SetuPay';
    await page.getByLabel(roleCase.update.other, { exact: true }).fill(other);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/Profile$/);
    await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
    await expect(page.getByText(newBio, { exact: true })).toBeVisible();
    await expect(page.getByText(other, { exact: true })).toBeVisible();

    // Someone else finds the updated profile on the discovery page for this role.
    const viewerContext = await browser.newContext();
    try {
      const viewer = await viewerContext.newPage();
      const account = await apiSignUp(viewer.request, uniqueEmail('viewer'), roleCase.discovery.viewerRole);
      await useSession(viewer, account, roleCase.discovery.viewerRole);
      await viewer.goto(roleCase.discovery.path);
      const card = viewer.getByRole('article', { name: newName });
      await expect(card).toBeVisible();
      await expect(card.getByText(newBio)).toBeVisible();
    } finally {
      await viewerContext.close();
    }
  });
}

test("'Skip for Now' takes each role to its dashboard", async ({ page }) => {
  for (const { role, form, dashboard } of ROLE_CASES) {
    await signUp(page, uniqueEmail(`skip-${role.toLowerCase()}`), 'skip-pass-1', role);
    await expect(page).toHaveURL(new RegExp(`${form}$`));
    await page.getByRole('button', { name: 'Skip for Now' }).click();
    // Skip goes to the spec's spellings (/dashboard/cofounder, /dashboard/jobSeeker): same routes, other case.
    await expect(page).toHaveURL(new RegExp(dashboard.source, 'i'));
    await forgetSession(page);
  }
});

test("the Hustler's Contents and Create Contents submenus are mutually exclusive and lead to real pages", async ({ page }) => {
  await signUp(page, uniqueEmail('menus'), 'menus-pass-1', 'Hustler');
  await page.getByRole('button', { name: 'Skip for Now' }).click();
  const contents = sidebar(page).getByRole('button', { name: 'Contents', exact: true });
  const create = sidebar(page).getByRole('button', { name: 'Create Contents' });

  await contents.click();
  await expect(contents).toHaveAttribute('aria-expanded', 'true');
  await create.click();
  await expect(create).toHaveAttribute('aria-expanded', 'true');
  await expect(contents).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar(page).getByRole('button', { name: 'Create Videos' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Videos', exact: true })).toBeHidden();

  for (const [label, path] of [
    ['Videos', /\/videos$/],
    ['Blogs', /\/blogs$/],
    ['Talks', /\/talks$/],
  ] as const) {
    if ((await contents.getAttribute('aria-expanded')) !== 'true') await contents.click();
    await sidebar(page).getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeHidden();
  }
});
