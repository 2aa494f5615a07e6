import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { proveEmail, suiteMailDir, type MailSource } from './accounts';

export const AVATAR_PATH = fileURLToPath(new URL('../fixtures/avatar.png', import.meta.url));

/** A short token that makes this run's names and words unique in a shared database. */
export function uniqueWord(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

export interface ApiAccount {
  id: string;
  token: string;
  email: string;
}

/** The password of the accounts apiSignUp makes. */
export const SETUP_PASSWORD = 'setup-password-1';

/**
 * Sets up an account through the API (for the other side of a journey, not the journey itself), its
 * email proven with the link mailed to it, read from `mail` (the stack's; by default the suite's).
 */
export async function apiSignUp(request: APIRequestContext, email: string, role: string, mail: MailSource = suiteMailDir()): Promise<ApiAccount> {
  const response = await request.post('/api/auth/signup', { data: { email, password: SETUP_PASSWORD, role } });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { id: string; accessToken: string };
  await proveEmail(request, email, mail);
  return { id: body.id, token: body.accessToken, email };
}

const PROFILE_PATHS: Record<string, string> = {
  Hustler: '/api/userprofile/Hustler',
  Cofounder: '/api/userprofile/cofounder',
  Investor: '/api/userprofile/Investor',
  Jobseeker: '/api/usrprofile/Jobseeker',
};

/** Fills a profile through the API; `fields` are the role form's multipart fields. */
export async function apiFillProfile(
  request: APIRequestContext,
  account: ApiAccount,
  role: string,
  fields: Record<string, string>,
): Promise<void> {
  const response = await request.post(PROFILE_PATHS[role]!, {
    headers: { Authorization: `Bearer ${account.token}` },
    multipart: {
      ...fields,
      profilePic: { name: 'avatar.png', mimeType: 'image/png', buffer: readFileSync(AVATAR_PATH) },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Runs in the page: the session where the app keeps it. */
const storeSession = ({ token, id, role }: { token: string; id: string; role: string }) => {
  localStorage.setItem('token', token);
  localStorage.setItem('userId', id);
  localStorage.setItem('role', role);
};

/** Signs a page in by putting the session where the app keeps it (for a second browser context). */
export async function useSession(page: Page, account: ApiAccount, role: string): Promise<void> {
  await page.goto('/');
  await page.evaluate(storeSession, { token: account.token, id: account.id, role });
}

/**
 * Signs a page in (or every page of a browser context) before any of its scripts run, on every
 * load, without visiting a page first.
 */
export async function useSessionFromTheStart(
  target: Pick<Page, 'addInitScript'> | Pick<BrowserContext, 'addInitScript'>,
  account: Pick<ApiAccount, 'token' | 'id'>,
  role: string,
): Promise<void> {
  await target.addInitScript(storeSession, { token: account.token, id: account.id, role });
}

/** The picture actually loaded (not a broken image). */
export async function expectLoadedPicture(page: Page, name: string): Promise<void> {
  const picture = page.getByRole('img', { name, exact: true }).first();
  await expect(picture).toHaveAttribute('src', /^\/media\//);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
}
