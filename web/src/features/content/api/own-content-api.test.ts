import { beforeEach, describe, expect, it, vi } from 'vitest';

const sendWrite = vi.fn();
vi.mock('../../../lib/outbox-client', () => ({ sendWrite: (write: unknown) => sendWrite(write) }));

const { contentPath, deleteContent, editTalk, editVideo, listsShowing } = await import('./own-content-api');

beforeEach(() => {
  sendWrite.mockReset();
  sendWrite.mockResolvedValue({ queued: true });
});

describe('contentPath', () => {
  it('names each kind of content as DESIGN §6.3 does, ids encoded', () => {
    expect(contentPath({ type: 'video', id: 'v1' })).toBe('/api/videos/v1');
    expect(contentPath({ type: 'blog', id: 'b1' })).toBe('/api/blogs/b1');
    expect(contentPath({ type: 'talk', id: 't1' })).toBe('/api/talks/t1');
    expect(contentPath({ type: 'comment', id: 'c1', parentId: 'v1' })).toBe('/api/comments/c1');
    expect(contentPath({ type: 'talkComment', id: 'c2', parentId: 't1' })).toBe('/api/talks/t1/comments/c2');
    expect(contentPath({ type: 'video', id: 'a/b' })).toBe('/api/videos/a%2Fb');
  });
});

describe('listsShowing', () => {
  it('names the lists (and the page) an item appears in', () => {
    expect(listsShowing({ type: 'video', id: 'v' })).toEqual([['content', 'feed'], ['content', 'videos']]);
    expect(listsShowing({ type: 'blog', id: 'b' })).toEqual([['content', 'feed'], ['content', 'posts', 'blog'], ['content', 'blog', 'b']]);
    expect(listsShowing({ type: 'talkComment', id: 'c', parentId: 't' })).toEqual([['content', 'posts', 'talk']]);
    expect(listsShowing({ type: 'comment', id: 'c', parentId: 'v' })).toEqual([['content', 'comments', 'v']]);
  });
});

describe('edits and deletes go through the outbox', () => {
  it('a delete is a DELETE with a JSON body (the replay always sends one) and says what it removes', async () => {
    await deleteContent({ type: 'talkComment', id: 'c2', parentId: 't1' });
    expect(sendWrite).toHaveBeenCalledWith({
      kind: 'content-delete',
      method: 'DELETE',
      url: '/api/talks/t1/comments/c2',
      body: {},
      meta: { type: 'talkComment', id: 'c2', parentId: 't1' },
      invalidate: [['content', 'posts', 'talk']],
    });
  });

  it('an edit is a PUT of the changed fields', async () => {
    await editVideo('v1', { title: 'New', description: 'Words' });
    await editTalk('t1', 'Edited');
    expect(sendWrite.mock.calls.map(([write]) => [write.kind, write.method, write.url, write.body])).toEqual([
      ['content-edit', 'PUT', '/api/videos/v1', { title: 'New', description: 'Words' }],
      ['content-edit', 'PUT', '/api/talks/t1', { title: 'Edited' }],
    ]);
  });
});
