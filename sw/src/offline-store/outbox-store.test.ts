import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverKeyText } from '../testing/outbox-keys';
import { replayOutbox } from './outbox-replay';
import { generateLocalKey, importOutboxKey } from './outbox-seal';
import {
  addEntry,
  deleteUserWrites,
  endSession,
  getDraft,
  getUser,
  listEntries,
  outboxDatabase,
  putDraft,
  putUser,
  resealUser,
  storedEntries,
} from './outbox-store';
import type { NewOutboxEntry } from './outbox-types';

const SECRET = 'Meet me at the demo day';

function write(id: string, userId: string, overrides: Partial<NewOutboxEntry> = {}): NewOutboxEntry {
  return {
    id,
    userId,
    method: 'POST',
    url: '/api/chat/send',
    body: { text: `${SECRET} (${id})` },
    kind: 'message',
    meta: { text: SECRET },
    invalidate: [['chat', 'list']],
    createdAt: 1,
    ...overrides,
  };
}

/** Stubs fetch: answers `status` and remembers what was sent (url, token, Idempotency-Key). */
function serverAnswering(status: (url: string) => number) {
  const sent: { url: string; token: string; key: string }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    sent.push({ url, token: headers.Authorization!.replace('Bearer ', ''), key: headers['Idempotency-Key']! });
    return new Response(JSON.stringify({ success: status(url) < 300 }), { status: status(url) });
  });
  return sent;
}

beforeEach(async () => {
  const db = await outboxDatabase();
  await Promise.all((['entries', 'users', 'state', 'drafts'] as const).map((store) => db.clear(store)));
});
afterEach(() => vi.unstubAllGlobals());

describe('the outbox store', () => {
  it('keeps in the clear only what replay ordering needs, and no token', async () => {
    const key = await importOutboxKey(serverKeyText());
    await putUser({ userId: 'a', token: 'token-a', key, fromServer: true });
    await addEntry(write('e1', 'a'), key);
    const [raw] = await storedEntries();
    expect(Object.keys(raw!).sort()).toEqual(['attempts', 'createdAt', 'id', 'sealed', 'seq', 'userId']);
    const text = JSON.stringify(raw) + new TextDecoder().decode((raw as { sealed: { data: ArrayBuffer } }).sealed.data);
    expect(text).not.toContain('Meet me');
    expect(text).not.toContain('token-a');
    expect(text).not.toContain('/api/chat');
    expect(await listEntries('a', key)).toEqual([{ ...write('e1', 'a'), seq: 1, attempts: 0 }]);
  });

  it('opens a user’s entries only with that user’s key', async () => {
    const keyA = await importOutboxKey(serverKeyText(1));
    const keyB = await importOutboxKey(serverKeyText(2));
    await addEntry(write('a1', 'a'), keyA);
    await addEntry(write('b1', 'b'), keyB);
    expect((await listEntries('a', keyA)).map((entry) => entry.id)).toEqual(['a1']);
    expect(await listEntries('a', keyB)).toEqual([]);
  });

  it('a like supersedes the same user’s queued like of the same video', async () => {
    const key = await generateLocalKey();
    const like = (id: string, liked: boolean) =>
      write(id, 'a', { kind: 'like', url: '/api/videos/like', body: { liked }, meta: { videoId: 'v1', liked } });
    await addEntry(like('l1', true), key);
    await addEntry(write('m1', 'a'), key);
    await addEntry(like('l2', false), key);
    expect((await listEntries('a', key)).map((entry) => [entry.id, entry.seq])).toEqual([['m1', 2], ['l2', 3]]);
  });

  it('deletes one user’s queued writes and drafts when their account is gone, and nobody else’s', async () => {
    const keyA = await importOutboxKey(serverKeyText(1));
    const keyB = await importOutboxKey(serverKeyText(2));
    await addEntry(write('a1', 'a'), keyA);
    await addEntry(write('b1', 'b'), keyB);
    const sealed = ((await storedEntries())[0] as { sealed: Parameters<typeof putDraft>[2] }).sealed;
    await putDraft('a', 'blog', sealed);
    await putDraft('b', 'blog', sealed);
    await deleteUserWrites('a');
    expect((await storedEntries()).map((entry) => entry.id)).toEqual(['b1']);
    expect(await getDraft('a', 'blog')).toBeUndefined();
    expect(await getDraft('b', 'blog')).toBeDefined();
  });

  it('reseals entries made with a key of this device, and plain entries of an older release, with the server’s key', async () => {
    const local = await generateLocalKey();
    const server = await importOutboxKey(serverKeyText());
    await addEntry(write('e1', 'a'), local);
    const db = await outboxDatabase();
    await db.put('entries', { ...write('old', 'a'), seq: 9, attempts: 2 } as never);
    await resealUser('a', local, server);
    expect((await listEntries('a', server)).map((entry) => [entry.id, entry.attempts])).toEqual([['e1', 0], ['old', 2]]);
    expect((await storedEntries()).every((entry) => 'sealed' in entry)).toBe(true);
  });
});

describe('replaying the outbox', () => {
  it('sends a user’s writes with the token of their record', async () => {
    const key = await importOutboxKey(serverKeyText());
    await putUser({ userId: 'a', token: 'token-a', key, fromServer: true });
    await addEntry(write('e1', 'a'), key);
    const sent = serverAnswering(() => 201);
    const report = await replayOutbox('worker');
    expect(sent).toEqual([{ url: '/api/chat/send', token: 'token-a', key: 'e1' }]);
    expect(report.applied.map((entry) => entry.id)).toEqual(['e1']);
    expect(await storedEntries()).toEqual([]);
  });

  it('sends nothing of a user without a record, and keeps it', async () => {
    const key = await importOutboxKey(serverKeyText());
    await addEntry(write('e1', 'a'), key);
    const sent = serverAnswering(() => 201);
    const report = await replayOutbox('worker');
    expect(sent).toEqual([]);
    expect(report).toMatchObject({ applied: [], dropped: [], stopped: false });
    expect(await storedEntries()).toHaveLength(1);
  });

  it('keeps the writes on a 401, and sends them once with the new token after the user signs in again', async () => {
    const key = await importOutboxKey(serverKeyText());
    await putUser({ userId: 'a', token: 'revoked', key, fromServer: true });
    await addEntry(write('e1', 'a'), key);
    await addEntry(write('e2', 'a'), key);

    const refused = serverAnswering(() => 401);
    const report = await replayOutbox('page');
    expect(refused.map((item) => item.key)).toEqual(['e1']);
    expect(report).toMatchObject({ signedOut: ['a'], applied: [], dropped: [] });
    expect((await storedEntries()).map((entry) => entry.id)).toEqual(['e1', 'e2']);
    expect((await getUser('a'))?.token).toBe('');

    // Nothing goes while the session is over.
    const meanwhile = serverAnswering(() => 201);
    await replayOutbox('worker');
    expect(meanwhile).toEqual([]);

    // Signed in again: a new record, the same key from the server.
    await putUser({ userId: 'a', token: 'fresh', key: await importOutboxKey(serverKeyText()), fromServer: true });
    const sent = serverAnswering(() => 201);
    expect((await replayOutbox('page')).applied.map((entry) => entry.id)).toEqual(['e1', 'e2']);
    expect(sent).toEqual([
      { url: '/api/chat/send', token: 'fresh', key: 'e1' },
      { url: '/api/chat/send', token: 'fresh', key: 'e2' },
    ]);
    expect(await replayOutbox('page')).toMatchObject({ applied: [] });
  });

  it('never sends a write as another user', async () => {
    const keyA = await importOutboxKey(serverKeyText(1));
    const keyB = await importOutboxKey(serverKeyText(2));
    await addEntry(write('a1', 'a'), keyA);
    await putUser({ userId: 'b', token: 'token-b', key: keyB, fromServer: true });
    await addEntry(write('b1', 'b'), keyB);
    const sent = serverAnswering(() => 201);
    await replayOutbox('worker');
    expect(sent).toEqual([{ url: '/api/chat/send', token: 'token-b', key: 'b1' }]);
    expect((await storedEntries()).map((entry) => entry.userId)).toEqual(['a']);
  });

  it('a 401 with an old token leaves a token renewed meanwhile', async () => {
    const key = await generateLocalKey();
    await putUser({ userId: 'a', token: 'new', key, fromServer: false });
    await endSession('a', 'old');
    expect((await getUser('a'))?.token).toBe('new');
  });
});
