import { describe, expect, it } from 'vitest';
import type { Query } from '@tanstack/react-query';
import { shouldPersistQuery } from './query-persistence';

const query = (queryKey: unknown[], status: 'success' | 'error' | 'pending' = 'success') =>
  ({ queryKey, state: { status } }) as unknown as Pick<Query, 'queryKey' | 'state'>;

describe('which cached reads are saved for offline', () => {
  it("saves the user, content, discovery, chat and notifications reads that succeeded", () => {
    for (const key of [['users', 'me', 'u1'], ['content', 'feed'], ['discovery', 'investor', ''], ['chat', 'history', 'u2'], ['notifications', 'list']]) {
      expect(shouldPersistQuery(query(key))).toBe(true);
    }
  });

  it('skips failed or unfinished reads, other features and discovery searches', () => {
    expect(shouldPersistQuery(query(['content', 'feed'], 'error'))).toBe(false);
    expect(shouldPersistQuery(query(['content', 'feed'], 'pending'))).toBe(false);
    expect(shouldPersistQuery(query(['saved-videos']))).toBe(false);
    expect(shouldPersistQuery(query(['discovery', 'cofounder', 'fintech']))).toBe(false);
  });
});
