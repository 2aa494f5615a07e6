import { describe, expect, it } from 'vitest';
import type { Comment } from './api/content-types';
import { oldestFirst } from './comment-order';

const comment = (id: string): Comment => ({ _id: id, text: id, createdAt: '', commentedBy: { _id: 'u', profiledetails: {} } });
const ids = (comments: Comment[]) => comments.map((c) => c._id);

describe('oldestFirst', () => {
  it('joins pages read newest first with the embedded newest comments, each once, oldest first', () => {
    const pages = ['0a5', '0a4', '0a3', '0a2'].map(comment);
    const embedded = ['0a3', '0a4', '0a5', '0a6'].map(comment);
    expect(ids(oldestFirst([...pages, ...embedded]))).toEqual(['0a2', '0a3', '0a4', '0a5', '0a6']);
  });

  it('keeps the embedded comments alone as they are', () => {
    expect(ids(oldestFirst(['0b1', '0b2', '0b3'].map(comment)))).toEqual(['0b1', '0b2', '0b3']);
  });
});
