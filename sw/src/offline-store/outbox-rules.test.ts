import { describe, expect, it } from 'vitest';
import { bySeq, classifyAnswer, classifyStatus, droppedText, KEY_IN_PROGRESS_MESSAGE, nextSeq, supersededBy } from './outbox-rules';
import type { NewOutboxEntry, OutboxEntry } from './outbox-types';

function entry(overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    id: `id-${Math.random()}`,
    seq: 1,
    userId: 'u1',
    method: 'POST',
    url: '/api/videos/like',
    body: {},
    kind: 'like',
    meta: {},
    invalidate: [],
    createdAt: 0,
    attempts: 0,
    ...overrides,
  };
}

function incoming(overrides: Partial<NewOutboxEntry>): NewOutboxEntry {
  const { seq: _seq, attempts: _attempts, ...rest } = entry(overrides);
  return rest;
}

describe('outbox rules', () => {
  it('applies 2xx, drops a 4xx, and tries again later what may pass then', () => {
    expect(classifyStatus(200)).toBe('applied');
    expect(classifyStatus(201)).toBe('applied');
    expect(classifyStatus(401)).toBe('signin');
    for (const status of [400, 403, 404, 413, 422]) expect(classifyStatus(status)).toBe('dropped');
    // Not now: the gateway's upstream is down or slow, or the server asks to slow down.
    for (const status of [408, 425, 429, 502, 503, 504]) expect(classifyStatus(status)).toBe('wait');
    // 409: the same Idempotency-Key is still being processed; 500: the server failed on it.
    for (const status of [409, 500, 501]) expect(classifyStatus(status)).toBe('retry');
    expect(classifyStatus(409, { message: KEY_IN_PROGRESS_MESSAGE })).toBe('retry');
  });

  it('drops a 409 that names a state the write no longer fits (an offline Accept of a withdrawn request)', () => {
    expect(classifyStatus(409, { success: false, message: 'This request is no longer pending' })).toBe('dropped');
  });

  it('orders by seq and numbers a new entry after the last', () => {
    const entries = [entry({ id: 'c', seq: 3 }), entry({ id: 'a', seq: 1 }), entry({ id: 'b', seq: 2 })];
    expect(bySeq(entries).map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(nextSeq(entries)).toBe(4);
    expect(nextSeq([])).toBe(1);
  });

  it("keeps only a user's last like choice per video", () => {
    const likeA = entry({ id: 'like-a', meta: { videoId: 'a', liked: true } });
    const likeB = entry({ id: 'like-b', meta: { videoId: 'b', liked: true } });
    const otherUser = entry({ id: 'other', userId: 'u2', meta: { videoId: 'a', liked: true } });
    const comment = entry({ id: 'comment', kind: 'video-comment', meta: { videoId: 'a' } });
    const existing = [likeA, likeB, otherUser, comment];

    expect(supersededBy(existing, incoming({ kind: 'like', meta: { videoId: 'a', liked: false } }))).toEqual(['like-a']);
    expect(supersededBy(existing, incoming({ kind: 'like', meta: { videoId: 'c', liked: true } }))).toEqual([]);
    expect(supersededBy(existing, incoming({ kind: 'video-comment', meta: { videoId: 'a' } }))).toEqual([]);
  });

  it("says which write was refused and gives the server's reason", () => {
    expect(droppedText('video-comment', 'Video not found')).toBe('Your comment could not be saved: Video not found');
    expect(droppedText('message', 'You cannot message yourself')).toBe('Your message could not be saved: You cannot message yourself');
  });
});

describe('classifyAnswer', () => {
  it('counts a queued delete whose item is already gone (404) as done', () => {
    expect(classifyAnswer('content-delete', 404, { success: false, message: 'Video not found' })).toBe('applied');
    expect(classifyAnswer('content-delete', 403, { success: false, message: 'You can only delete your own content' })).toBe('dropped');
    expect(classifyAnswer('content-edit', 404, { success: false, message: 'Video not found' })).toBe('dropped');
    expect(classifyAnswer('video-comment', 404, { success: false, message: 'Video not found' })).toBe('dropped');
    expect(classifyAnswer('content-delete', 200, { success: true })).toBe('applied');
  });

  it('counts a queued report whose item is gone meanwhile (404) as done, and tells why any other refusal', () => {
    expect(classifyAnswer('report', 404, { success: false, message: 'Not found' })).toBe('applied');
    expect(classifyAnswer('report', 400, { success: false, message: 'You cannot report your own content' })).toBe('dropped');
    expect(droppedText('report', 'You cannot report your own content')).toBe('Your report could not be saved: You cannot report your own content');
  });

  it('gives up a queued message or request refused because of a block (403), telling the user why', () => {
    expect(classifyAnswer('message', 403, { success: false, message: 'You cannot message this person.' })).toBe('dropped');
    expect(classifyAnswer('connect', 403, { success: false, message: 'You cannot connect with this person.' })).toBe('dropped');
    expect(droppedText('message', 'You cannot message this person.')).toBe('Your message could not be saved: You cannot message this person.');
  });
});
