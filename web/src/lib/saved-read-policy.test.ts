import { describe, expect, it } from 'vitest';
import type { Query } from '@tanstack/react-query';
import { NOT_SAVED, savedUnder } from './saved-read-policy';

const query = (queryKey: unknown[], status: 'success' | 'error' | 'pending' = 'success', meta?: Record<string, unknown>) =>
  ({ queryKey, state: { status }, meta }) as unknown as Pick<Query, 'queryKey' | 'state' | 'meta'>;

// The app names the saved reads at start (app/saved-read-keys.ts); these stand for them.
const shouldPersistQuery = savedUnder([['users', 'me'], ['content'], ['discovery'], ['chat'], ['notifications']]);

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
    expect(shouldPersistQuery(query(['users', 'other']))).toBe(false);
    expect(shouldPersistQuery(query(['discovery', 'cofounder', 'fintech'], 'success', NOT_SAVED))).toBe(false);
  });
});
