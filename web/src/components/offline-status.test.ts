import { describe, expect, it } from 'vitest';
import { pendingChangesText } from './offline-status';

describe('the pending changes banner', () => {
  it('counts the writes waiting to sync', () => {
    expect(pendingChangesText(1)).toBe('1 change waiting to sync');
    expect(pendingChangesText(6)).toBe('6 changes waiting to sync');
  });
});
