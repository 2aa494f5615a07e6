import { describe, expect, it } from 'vitest';
import { queueUrl, withoutTarget, type QueueItem } from './moderation-api';

const item = (id: string, targetId: string, targetType: QueueItem['targetType'] = 'video') => ({ _id: id, targetType, targetId }) as QueueItem;

describe('the moderation queue', () => {
  it('asks for a status, a category when one is chosen, and the next page after the cursor', () => {
    expect(queueUrl({ category: '', status: 'open' }, null)).toBe('/api/moderation/reports?status=open&limit=20');
    expect(queueUrl({ category: 'scam', status: 'removed' }, 'r9')).toBe('/api/moderation/reports?category=scam&status=removed&limit=20&cursor=r9');
  });

  it('drops every report on the decided item, on every page, and keeps the others in order', () => {
    const data = {
      pages: [
        { items: [item('r1', 'v1'), item('r2', 'v2')], nextCursor: 'r2' },
        { items: [item('r3', 'v1'), item('r4', 'v1', 'blog')], nextCursor: null },
      ],
      pageParams: [null, 'r2'],
    };
    const after = withoutTarget(data, { targetType: 'video', targetId: 'v1' });
    expect(after?.pages.map((page) => page.items.map((row) => row._id))).toEqual([['r2'], ['r4']]);
    expect(withoutTarget(undefined, { targetType: 'video', targetId: 'v1' })).toBeUndefined();
  });
});
