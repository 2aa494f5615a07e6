import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS } from './outbox-rules';
import { drainOutbox, sendEntry, type OutboxQueue, type SendResult } from './outbox-replay';
import type { OutboxEntry } from './outbox-types';

function entry(id: string, seq: number, overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    id,
    seq,
    userId: 'u1',
    method: 'POST',
    url: `/api/${id}`,
    body: { id },
    kind: 'video-comment',
    meta: {},
    invalidate: [],
    createdAt: 0,
    attempts: 0,
    ...overrides,
  };
}

/**
 * An in-memory queue with the store's semantics: first = lowest seq among the users with an open
 * session (a token in `tokens`), with that token.
 */
function memoryQueue(entries: OutboxEntry[], tokens: Record<string, string> = { u1: 'token-1', u2: 'token-2', u3: 'token-3' }) {
  const queue = {
    entries: [...entries],
    tokens: { ...tokens },
    first: async (skipUsers: ReadonlySet<string>) => {
      const found = [...queue.entries]
        .sort((a, b) => a.seq - b.seq)
        .find((item) => !skipUsers.has(item.userId) && Boolean(queue.tokens[item.userId]));
      return found ? { entry: found, token: queue.tokens[found.userId]! } : undefined;
    },
    endSession: async (userId: string, token: string) => {
      if (queue.tokens[userId] === token) queue.tokens[userId] = '';
    },
    remove: async (id: string) => {
      queue.entries = queue.entries.filter((item) => item.id !== id);
    },
    recordAttempt: async (id: string) => {
      const found = queue.entries.find((item) => item.id === id);
      if (!found) return 0;
      found.attempts += 1;
      return found.attempts;
    },
  };
  return queue satisfies OutboxQueue;
}

const answer = (status: number, body: unknown = null): SendResult => ({ kind: 'answer', status, body });

describe('drainOutbox', () => {
  it('sends in seq order and removes what the server applied', async () => {
    const queue = memoryQueue([entry('c', 3), entry('a', 1), entry('b', 2)]);
    const sent: string[] = [];
    const report = await drainOutbox(queue, async (item) => {
      sent.push(item.id);
      return answer(201);
    });
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(report.applied.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(report.stopped).toBe(false);
    expect(queue.entries).toEqual([]);
  });

  it("drops a 4xx with the server's message and goes on", async () => {
    const queue = memoryQueue([entry('a', 1), entry('b', 2)]);
    const report = await drainOutbox(queue, async (item) =>
      item.id === 'a' ? answer(404, { success: false, message: 'Talk not found' }) : answer(200),
    );
    expect(report.dropped).toEqual([{ entry: expect.objectContaining({ id: 'a' }), message: 'Talk not found' }]);
    expect(report.applied.map((item) => item.id)).toEqual(['b']);
    expect(queue.entries).toEqual([]);
  });

  it('stops at a network failure and keeps that write and the later ones, in order', async () => {
    const queue = memoryQueue([entry('a', 1), entry('b', 2), entry('c', 3)]);
    const sent: string[] = [];
    const report = await drainOutbox(queue, async (item) => {
      sent.push(item.id);
      return item.id === 'b' ? { kind: 'network' } : answer(200);
    });
    expect(sent).toEqual(['a', 'b']);
    expect(report).toMatchObject({ stopped: true, dropped: [] });
    expect(queue.entries.map((item) => item.id)).toEqual(['b', 'c']);
    expect(queue.entries[0]!.attempts).toBe(0);
  });

  it('stops while the server is unavailable without counting it against the write', async () => {
    const queue = memoryQueue([entry('a', 1), entry('b', 2)]);
    for (let run = 0; run < MAX_ATTEMPTS + 2; run += 1) {
      const report = await drainOutbox(queue, async () => answer(503, { success: false, message: 'Service unavailable' }));
      expect(report).toMatchObject({ stopped: true, applied: [], dropped: [] });
    }
    expect(queue.entries.map((item) => [item.id, item.attempts])).toEqual([['a', 0], ['b', 0]]);
  });

  it('stops at a server error and gives the write up only after repeated failures', async () => {
    const queue = memoryQueue([entry('a', 1), entry('b', 2)]);
    const failing = async (item: OutboxEntry) => (item.id === 'a' ? answer(500) : answer(200));
    for (let run = 1; run < MAX_ATTEMPTS; run += 1) {
      const report = await drainOutbox(queue, failing);
      expect(report.stopped).toBe(true);
      expect(queue.entries.map((item) => item.id)).toEqual(['a', 'b']);
    }
    const last = await drainOutbox(queue, failing);
    expect(last.dropped.map((item) => item.entry.id)).toEqual(['a']);
    expect(last.applied.map((item) => item.id)).toEqual(['b']);
  });

  it('keeps a signed-out user’s writes, in order, for their next sign-in, and goes on with other users’ writes', async () => {
    const queue = memoryQueue([entry('a', 1), entry('b', 2, { userId: 'u2' }), entry('c', 3)]);
    const sent: string[] = [];
    const report = await drainOutbox(queue, async (item, token) => {
      sent.push(`${item.id} ${token}`);
      return item.userId === 'u1' ? answer(401, { success: false, message: 'Your session has ended. Please sign in again.' }) : answer(201);
    });
    // One refused write is enough to know: the user's later writes are not sent with the dead token.
    expect(sent).toEqual(['a token-1', 'b token-2']);
    expect(report).toMatchObject({ stopped: false, dropped: [], signedOut: ['u1'] });
    expect(report.applied.map((item) => item.id)).toEqual(['b']);
    expect(queue.entries.map((item) => [item.id, item.attempts])).toEqual([['a', 0], ['c', 0]]);
    // The dead token is forgotten: until u1 signs in again, nothing of theirs is sent.
    expect(queue.tokens.u1).toBe('');
    const meanwhile = await drainOutbox(queue, async () => answer(201));
    expect(meanwhile).toMatchObject({ applied: [], stopped: false });

    // Signed in again (a new token in the user's record): they go, in order, with it, once.
    queue.tokens.u1 = 'token-1-new';
    const again: string[] = [];
    const next = await drainOutbox(queue, async (item, token) => {
      again.push(`${item.id} ${token}`);
      return answer(201);
    });
    expect(again).toEqual(['a token-1-new', 'c token-1-new']);
    expect(next.applied.map((item) => item.id)).toEqual(['a', 'c']);
    expect(next.signedOut).toEqual([]);
    expect(queue.entries).toEqual([]);
  });

  it('keeps the token a newer sign-in brought while a write with the old one was refused', async () => {
    const queue = memoryQueue([entry('a', 1)]);
    const report = await drainOutbox(queue, async () => {
      queue.tokens.u1 = 'renewed';
      return answer(401);
    });
    expect(report.signedOut).toEqual(['u1']);
    expect(queue.tokens.u1).toBe('renewed');
    expect(queue.entries.map((item) => item.id)).toEqual(['a']);
  });

  it('sends nothing of a user whose session is not open on this device, and keeps it', async () => {
    const queue = memoryQueue([entry('a', 1, { userId: 'gone' }), entry('b', 2)], { u1: 'token-1' });
    const report = await drainOutbox(queue, async () => answer(201));
    expect(report.applied.map((item) => item.id)).toEqual(['b']);
    expect(report.stopped).toBe(false);
    expect(queue.entries.map((item) => item.id)).toEqual(['a']);
  });

  it('tells of each applied or refused write as soon as it is answered, while it is still queued, and of no other', async () => {
    const queue = memoryQueue([entry('a', 1), entry('b', 2), entry('c', 3, { userId: 'u2' }), entry('d', 4, { userId: 'u3' })]);
    const answered: [string, string[]][] = [];
    const statuses: Record<string, number> = { a: 201, b: 404, c: 401, d: 500 };
    const report = await drainOutbox(
      queue,
      async (item) => answer(statuses[item.id]!),
      (item) => answered.push([item.id, queue.entries.map((queued) => queued.id)]),
    );
    // Signed out (c) and failing, not yet given up (d): they still wait.
    expect(answered).toEqual([
      ['a', ['a', 'b', 'c', 'd']],
      ['b', ['b', 'c', 'd']],
    ]);
    expect(report.stopped).toBe(true);
    expect(queue.entries.map((item) => item.id)).toEqual(['c', 'd']);
  });

  it('picks up a write queued while the replay runs', async () => {
    const queue = memoryQueue([entry('a', 1)]);
    const report = await drainOutbox(queue, async (item) => {
      if (item.id === 'a') queue.entries.push(entry('late', 2));
      return answer(201);
    });
    expect(report.applied.map((item) => item.id)).toEqual(['a', 'late']);
  });

  it('does not loop on an entry it cannot remove', async () => {
    const stuck = memoryQueue([entry('a', 1)]);
    stuck.remove = async () => {};
    let sends = 0;
    const report = await drainOutbox(stuck, async () => {
      sends += 1;
      return answer(200);
    });
    expect(sends).toBe(1);
    expect(report.stopped).toBe(true);
  });
});

describe('sendEntry', () => {
  it('sends the JSON body with the bearer token and the entry id as Idempotency-Key', async () => {
    let seen: { url: string; init: RequestInit } | undefined;
    const fetcher = (async (url: string, init: RequestInit) => {
      seen = { url, init };
      return new Response(JSON.stringify({ success: true }), { status: 201 });
    }) as typeof fetch;
    const result = await sendEntry(entry('key-1', 1, { url: '/api/videos/comments', body: { text: 'hi', videoId: 'v' } }), 'token-1', fetcher);
    expect(result).toEqual({ kind: 'answer', status: 201, body: { success: true } });
    expect(seen?.url).toBe('/api/videos/comments');
    expect(seen?.init).toMatchObject({
      method: 'POST',
      body: JSON.stringify({ text: 'hi', videoId: 'v' }),
      headers: { Authorization: 'Bearer token-1', 'Idempotency-Key': 'key-1', 'Content-Type': 'application/json' },
    });
  });

  it('reports a failed fetch as a network failure', async () => {
    const fetcher = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await sendEntry(entry('a', 1), 'token-1', fetcher)).toEqual({ kind: 'network' });
  });
});
