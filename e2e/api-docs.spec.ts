import { expect, test, type Page } from '@playwright/test';

// The API is described where integrators look for it: /api/docs/json (OpenAPI 3, merged by the
// gateway from what api and notify generate from their own route schemas) and /api/docs, a
// browsable page that runs under the gateway's strict CSP.

// Spec §7, every call the product makes.
const SPEC_CALLS = [
  'POST /api/auth/signup',
  'POST /api/auth/signin',
  'PUT /api/user/verify',
  'POST /api/userprofile/Hustler',
  'POST /api/userprofile/cofounder',
  'POST /api/userprofile/Investor',
  'POST /api/usrprofile/Jobseeker',
  'POST /api/userprofile/addvideo',
  'POST /api/userprofile/addblog',
  'GET /api/userprofile/getUser',
  'GET /api/userprofile/Dashcontent',
  'POST /api/videos/like',
  'POST /api/videos/comments',
  'GET /api/commentget/{videoId}',
  'GET /api/userprofile/getvideos',
  'GET /api/userprofile/getblogs',
  'POST /api/userprofile/addTalks',
  'GET /api/userprofile/cofounderprofile',
  'GET /api/userprofile/Hustlerprofile',
  'GET /api/userprofile/Investorprofile',
  'GET /api/userprofile/Jobseekerprofile',
  'PUT /api/userprofile/Update_H_profile',
  'GET /api/users',
  'GET /api/messages',
  'GET /api/messages/{userId}',
  'POST /api/connects/hustlertoinvestor',
  'GET /api/Notifications',
];

// What DESIGN.md adds.
const DESIGN_CALLS = [
  'POST /api/userprofile/Jobseeker',
  'GET /api/talks/{talkId}/comments',
  'POST /api/talks/{talkId}/comments',
  'POST /api/messages',
  'PUT /api/auth/password',
  'POST /api/auth/forgot',
  'POST /api/auth/reset',
  'POST /api/connects/request',
  'GET /api/connects/requests',
  'PUT /api/connects/requests/{id}',
  'DELETE /api/connects/requests/{id}',
  'GET /api/connects/connections',
  'DELETE /api/connects/connections/{userId}',
  'PUT /api/Notifications/read',
  'POST /api/contact',
  'PUT /api/userprofile/me',
  'POST /api/auth/refresh',
  'POST /api/auth/signout',
  'GET /api/auth/sessions',
  'DELETE /api/auth/sessions/{id}',
  'DELETE /api/auth/sessions',
  'POST /api/reports',
  'GET /api/moderation/reports',
  'POST /api/moderation/reports/{id}',
  'GET /api/moderation/log',
  'GET /api/moderation/evidence/{name}',
  'POST /api/blocks',
  'DELETE /api/blocks/{userId}',
  'GET /api/blocks',
  'GET /api/push/key',
  'POST /api/push/subscriptions',
  'DELETE /api/push/subscriptions',
  'GET /api/push/preferences',
  'PUT /api/push/preferences',
];

type Operation = { summary?: string; requestBody?: any; responses: Record<string, any>; security?: unknown[] };

test('/api/docs/json is an OpenAPI 3 document with every call of the spec and of the design', async ({ request }) => {
  const response = await request.get('/api/docs/json');
  expect(response.status()).toBe(200);
  const doc = await response.json();
  expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
  const operations = new Map<string, Operation>();
  for (const [path, item] of Object.entries<Record<string, Operation>>(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) operations.set(`${method.toUpperCase()} ${path}`, operation);
  }
  for (const call of [...SPEC_CALLS, ...DESIGN_CALLS]) {
    expect([...operations.keys()], call).toContain(call);
    expect(operations.get(call)!.summary, `${call} has a summary`).toBeTruthy();
  }

  // The design's own contracts show in the schemas: likes take `liked` and answer `userHasLiked`.
  const like = operations.get('POST /api/videos/like')!;
  expect(like.requestBody.content['application/json'].schema.properties).toHaveProperty('liked');
  expect(like.responses['200'].content['application/json'].schema.properties).toHaveProperty('userHasLiked');
  // Uploads are documented as the multipart forms they are.
  const upload = operations.get('POST /api/userprofile/addvideo')!;
  expect(upload.requestBody.content['multipart/form-data'].schema.properties.video).toMatchObject({ format: 'binary' });
  // Which calls need the bearer token.
  expect(operations.get('GET /api/users')!.security).toEqual([{ bearerAuth: [] }]);
  // Public calls say so (security: [], issue 41), rather than saying nothing.
  expect(operations.get('POST /api/auth/signin')!.security).toEqual([]);
  expect(operations.get('POST /api/auth/forgot')!.security).toEqual([]);
  expect(operations.get('PUT /api/auth/password')!.security).toEqual([{ bearerAuth: [] }]);
  expect(operations.get('GET /api/auth/sessions')!.security).toEqual([{ bearerAuth: [] }]);
  // Sign-in answers its session and the user's outbox key (DESIGN §6.2).
  const signin = operations.get('POST /api/auth/signin')!.responses['200'].content['application/json'].schema.properties;
  expect(Object.keys(signin)).toEqual(expect.arrayContaining(['accessToken', 'sessionId', 'outboxKey']));
  // Nothing internal leaks out.
  expect(Object.keys(doc.paths).filter((path) => !path.startsWith('/api/') && !path.startsWith('/media/'))).toEqual([]);
});

/**
 * Every operation the page shows to a reader who scrolls it from top to bottom. Past 150 rows
 * swagger-ui draws only the operations near the viewport, so a long API is read by scrolling.
 */
async function operationsShownWhileScrolling(page: Page): Promise<string[]> {
  const shown = new Set<string>();
  for (let atBottom = false; !atBottom; ) {
    const calls = await page.locator('.opblock-summary').evaluateAll((summaries) =>
      summaries.map((summary) => {
        const method = summary.querySelector('.opblock-summary-method')?.textContent ?? '';
        return `${method} ${summary.querySelector('.opblock-summary-path')?.getAttribute('data-path')}`;
      }),
    );
    for (const call of calls) shown.add(call);
    atBottom = await page.evaluate(async () => {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight / 2);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return window.scrollY === before;
    });
  }
  return [...shown];
}

test('/api/docs renders the operations in Chromium with no CSP violation', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });

  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: /StartupSetu API/ })).toBeVisible();
  await expect(page.locator('.opblock-summary-path[data-path="/api/auth/signup"]')).toBeVisible();
  const shown = await operationsShownWhileScrolling(page);
  for (const call of [...SPEC_CALLS, ...DESIGN_CALLS]) expect(shown, call).toContain(call);

  // An operation opens to show what it takes.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('.opblock-post .opblock-summary-path[data-path="/api/auth/signup"]').click();
  await expect(page.locator('.opblock.is-open').getByText('Request body')).toBeVisible();
  expect(problems).toEqual([]);
});
