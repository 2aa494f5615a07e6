import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { afterBlockChange, blockKeys } from './blocks';

describe('after a block or an unblock', () => {
  it("forgets the person's profile and chat, and marks every other read stale", async () => {
    const client = new QueryClient();
    const keys = [
      ['people', 'u2'],
      ['people', 'u2', 'videos'],
      ['chat', 'history', 'u2'],
      ['chat', 'person', 'u2'],
      ['people', 'u3'],
      ['chat', 'history', 'u3'],
      ['chat', 'list'],
      ['content', 'feed'],
      [...blockKeys.list()],
    ];
    for (const key of keys) client.setQueryData(key, { seen: true });
    await afterBlockChange(client, 'u2');
    const left = client.getQueryCache().getAll();
    expect(left.map((query) => query.queryKey)).toEqual([['people', 'u3'], ['chat', 'history', 'u3'], ['chat', 'list'], ['content', 'feed'], ['auth', 'blocks']]);
    expect(left.every((query) => query.isStale())).toBe(true);
  });
});
