import { expect, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { uniqueEmail, type MailSource } from './accounts';
import { PITCH_VIDEO, videoCard } from './content';
import { apiFillProfile, apiSignUp, uniqueWord, useSession, type ApiAccount } from './profiles';

/** TOOLCHAIN.md: `ready` can resolve while the worker is still activating; wait for control too. */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

export interface Person {
  context: BrowserContext;
  page: Page;
  account: ApiAccount;
  role: string;
  name: string;
  close(): Promise<void>;
}

/**
 * A signed-in person in a browser context of their own, with a filled profile and a proven email.
 * `initScript` runs in every page of the context before the app (e.g. to take Background Sync away);
 * `mail` is where the stack's mail is read (by default the suite's stack's).
 */
export async function signedInPerson(
  browser: Browser,
  role: string,
  fields: Record<string, string> = {},
  initScript?: () => void,
  mail?: MailSource,
): Promise<Person> {
  const context = await browser.newContext();
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  const name = uniqueWord(role);
  const account = await apiSignUp(page.request, uniqueEmail(role.toLowerCase()), role, mail);
  await apiFillProfile(page.request, account, role, { Username: name, ...fields });
  await useSession(page, account, role);
  return { context, page, account, role, name, close: () => context.close() };
}

const auth = (account: ApiAccount) => ({ Authorization: `Bearer ${account.token}` });

/** GET with the account's token; the reply's JSON. */
export async function apiGet<T>(request: APIRequestContext, account: ApiAccount, path: string): Promise<T> {
  const response = await request.get(path, { headers: auth(account) });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** POST JSON with the account's token; the reply's JSON. */
export async function apiPost<T>(request: APIRequestContext, account: ApiAccount, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { headers: auth(account), data });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export async function apiUploadVideo(request: APIRequestContext, account: ApiAccount, title: string): Promise<string> {
  const response = await request.post('/api/userprofile/addvideo', {
    headers: auth(account),
    multipart: {
      title,
      description: `About ${title}`,
      video: { name: 'pitch.mp4', mimeType: 'video/mp4', buffer: readFileSync(PITCH_VIDEO) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { video: { _id: string } }).video._id;
}

export async function apiPostBlog(request: APIRequestContext, account: ApiAccount, title: string): Promise<void> {
  const response = await request.post('/api/userprofile/addblog', {
    headers: auth(account),
    multipart: { title, summary: `Summary of ${title}`, content: `The whole of ${title}` },
  });
  expect(response.status(), await response.text()).toBe(201);
}

export async function apiPostTalk(request: APIRequestContext, account: ApiAccount, text: string): Promise<string> {
  return (await apiPost<{ blog: { _id: string } }>(request, account, '/api/userprofile/addTalks', { title: text })).blog._id;
}

/**
 * An init script that takes SyncManager away: the app then registers no Background Sync, and the
 * page's own replay (on `online`) is the one that runs, where a test can watch and hold it.
 */
export function noSyncManager(): void {
  delete (window as { SyncManager?: unknown }).SyncManager;
}

export interface OfflineComment {
  author: Person;
  /** The Cofounder who commented, whose page replays its outbox itself (noSyncManager). */
  me: Person;
  videoId: string;
  /** The video's card on the Cofounder's dashboard. */
  card: Locator;
  comment: string;
  close(): Promise<void>;
}

/**
 * A Hustler's new video on a Cofounder's dashboard; the Cofounder goes offline and comments on it,
 * and the comment shows as pending. Titles and the comment start with the words given.
 */
export async function commentWhileOffline(browser: Browser, titleWords: string, commentWords: string): Promise<OfflineComment> {
  const author = await signedInPerson(browser, 'Hustler');
  const me = await signedInPerson(browser, 'Cofounder', {}, noSyncManager);
  const close = async () => {
    await me.close();
    await author.close();
  };
  try {
    const title = uniqueWord(titleWords);
    const videoId = await apiUploadVideo(author.page.request, author.account, title);
    await me.page.goto('/dashboard/cofounder');
    const card = videoCard(me.page, title);
    await expect(card).toBeVisible();
    await goOffline(me.page);
    const comment = uniqueWord(commentWords);
    await card.getByLabel('Add a comment').fill(comment);
    await card.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(card.getByRole('listitem').filter({ hasText: comment }).getByText('Pending')).toBeVisible();
    return { author, me, videoId, card, comment, close };
  } catch (error) {
    await close();
    throw error;
  }
}

export async function goOffline(page: Page): Promise<void> {
  await page.context().setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
}

export async function goOnline(page: Page): Promise<void> {
  await page.context().setOffline(false);
  await page.waitForFunction(() => navigator.onLine);
}

/** The offline banner of the signed-in pages. */
export function offlineBanner(page: Page) {
  return page.getByRole('status').filter({ hasText: 'You are offline. Showing saved content.' });
}

/** The 'N changes waiting to sync' banner. */
export function pendingBanner(page: Page) {
  return page.getByRole('status').filter({ hasText: /waiting to sync/ });
}

/** Background Sync tags the page's service worker registration holds. */
export function syncTags(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync?: { getTags(): Promise<string[]> };
    };
    return registration.sync ? registration.sync.getTags() : [];
  });
}

interface HeardReport {
  by: 'page' | 'worker';
  applied: number;
}

/** Starts listening, in the page, to what the outbox's replays announce on its BroadcastChannel. */
export async function listenToReplays(page: Page): Promise<void> {
  await page.evaluate(() => {
    const heard: { by: string; applied: number }[] = [];
    (window as unknown as { __outboxReplays: typeof heard }).__outboxReplays = heard;
    const channel = new BroadcastChannel('startupsetu-outbox');
    channel.onmessage = (event: MessageEvent<{ report?: { by: string; applied: unknown[] } }>) => {
      const report = event.data?.report;
      if (report) heard.push({ by: report.by, applied: report.applied.length });
    };
  });
}

export function heardReplays(page: Page): Promise<HeardReport[]> {
  return page.evaluate(() => (window as unknown as { __outboxReplays: HeardReport[] }).__outboxReplays);
}

/** The keys of an IndexedDB object store of the page's origin ([] when the database does not exist). */
export function idbKeys(page: Page, database: string, store: string): Promise<string[]> {
  return page.evaluate(
    ({ database, store }) =>
      new Promise<string[]>((resolve, reject) => {
        const request = indexedDB.open(database);
        // Not there yet: do not create it (the app's own upgrade would then never run).
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onerror = () => (request.error?.name === 'AbortError' ? resolve([]) : reject(request.error));
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains(store)) {
            db.close();
            resolve([]);
            return;
          }
          const keys = db.transaction(store).objectStore(store).getAllKeys();
          keys.onerror = () => reject(keys.error);
          keys.onsuccess = () => {
            db.close();
            resolve(keys.result.map(String));
          };
        };
      }),
    { database, store },
  );
}

export function cacheNames(page: Page): Promise<string[]> {
  return page.evaluate(() => caches.keys());
}

/** The paths of the videos in the signed-in user's own saved-videos cache (`saved-videos:<userId>`). */
export function savedVideoPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const name = `saved-videos:${localStorage.getItem('userId')}`;
    if (!(await caches.has(name))) return [];
    return (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
  });
}

/**
 * Everything an IndexedDB store of the page's origin holds (every store of every database when none
 * is named), as text a person with the device could read: values as JSON, with bytes (ciphertext,
 * IVs) decoded as UTF-8 so any plain text in them shows.
 */
export async function idbText(page: Page, database?: string, store?: string): Promise<string> {
  if (database === undefined || store === undefined) {
    const stores = await page.evaluate(async () => {
      const found: [string, string][] = [];
      for (const { name } of await indexedDB.databases()) {
        if (!name) continue;
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open(name);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        for (const storeName of Array.from(db.objectStoreNames)) found.push([name, storeName]);
        db.close();
      }
      return found;
    });
    const texts = await Promise.all(stores.map(([name, storeName]) => idbText(page, name, storeName)));
    return texts.join('\n');
  }
  return page.evaluate(
    ({ database, store }) =>
      new Promise<string>((resolve, reject) => {
        const readable = (value: unknown): unknown => {
          if (value instanceof ArrayBuffer) return new TextDecoder().decode(value);
          if (ArrayBuffer.isView(value)) return new TextDecoder().decode(value);
          if (value instanceof CryptoKey) return '[CryptoKey]';
          if (Array.isArray(value)) return value.map(readable);
          if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, readable(item)]));
          return value;
        };
        const request = indexedDB.open(database);
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onerror = () => (request.error?.name === 'AbortError' ? resolve('') : reject(request.error));
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains(store)) {
            db.close();
            resolve('');
            return;
          }
          const values = db.transaction(store).objectStore(store).getAll();
          values.onerror = () => reject(values.error);
          values.onsuccess = () => {
            db.close();
            resolve(JSON.stringify(readable(values.result)));
          };
        };
      }),
    { database, store },
  );
}

/** Opens the chat with `other` from 'Your Chats'; the chat box. */
export async function openChat(page: Page, other: { name: string; account: Pick<ApiAccount, 'email'> }) {
  await page
    .getByRole('region', { name: 'Your Chats' })
    .getByRole('button', { name: new RegExp(other.account.email) })
    .click();
  const box = page.getByRole('dialog', { name: `Chat with ${other.name}` });
  await expect(box).toBeVisible();
  return box;
}
