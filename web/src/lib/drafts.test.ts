import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outboxDatabase } from '@startupsetu/sw/offline-store/outbox-store';
import { serverKeyText } from '@startupsetu/sw/testing/outbox-keys';
import { memoryCacheNames, memoryStorage } from '../testing/memory-storage';
import { clearDraft, loadDraft, saveDraft } from './drafts';
import { clearOfflineData, openOfflineData } from './offline-data';
import { clearSession, saveSession } from './session';

const TYPED = { title: 'My pitch for the jury', text: 'Why we will win' };

async function signIn(userId: string, fill: number) {
  saveSession({ token: `token-${userId}`, userId, role: 'Hustler' });
  await openOfflineData({ userId, token: `token-${userId}`, outboxKey: serverKeyText(fill) });
}

async function signOut(userId: string) {
  clearSession();
  await clearOfflineData(userId);
}

beforeEach(async () => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('caches', memoryCacheNames([]));
  const db = await outboxDatabase();
  await Promise.all((['entries', 'users', 'state', 'drafts'] as const).map((store) => db.clear(store)));
});
afterEach(() => vi.unstubAllGlobals());

describe('drafts', () => {
  it('keeps a signed-in user’s draft sealed, and gives it back to them only', async () => {
    await signIn('a', 1);
    await saveDraft('video-upload', TYPED);
    expect(await loadDraft('video-upload')).toEqual(TYPED);

    const raw = await (await outboxDatabase()).getAll('drafts');
    expect(raw).toHaveLength(1);
    const text = JSON.stringify(raw) + new TextDecoder().decode(raw[0]!.sealed.data);
    expect(text).not.toContain('pitch');
    expect(text).not.toContain('jury');

    // The session ends: the draft stays, closed; another user sees none.
    await signOut('a');
    expect(await (await outboxDatabase()).count('drafts')).toBe(1);
    await signIn('b', 2);
    expect(await loadDraft('video-upload')).toBeUndefined();
    await signOut('b');

    // Back for its owner.
    await signIn('a', 1);
    expect(await loadDraft('video-upload')).toEqual(TYPED);
  });

  it('is gone once cleared (the write succeeded)', async () => {
    await signIn('a', 1);
    await saveDraft('blog', TYPED);
    await clearDraft('blog');
    expect(await loadDraft('blog')).toBeUndefined();
  });

  it('a save made just before a clear does not come back after it', async () => {
    await signIn('a', 1);
    const saving = saveDraft('blog', TYPED);
    const clearing = clearDraft('blog');
    await Promise.all([saving, clearing]);
    expect(await loadDraft('blog')).toBeUndefined();
  });

  it('keeps a visitor’s draft of a visitor’s form in the tab, and drops it when someone signs in', async () => {
    await saveDraft('contact', { message: 'Hello' }, { visitor: true });
    expect(await loadDraft('contact', { visitor: true })).toEqual({ message: 'Hello' });
    // Forms only signed-in users have keep nothing for a visitor.
    await saveDraft('blog', TYPED);
    expect(await loadDraft('blog')).toBeUndefined();

    await signIn('a', 1);
    expect(sessionStorage.length).toBe(0);
    expect(await loadDraft('contact', { visitor: true })).toBeUndefined();
  });
});
