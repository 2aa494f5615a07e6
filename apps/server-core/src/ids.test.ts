import { describe, expect, it } from 'vitest';
import { newId } from './ids';

describe('newId', () => {
  it('makes fixed-length lower-case hex ids that sort in creation order', () => {
    const ids = Array.from({ length: 5000 }, () => newId());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{26}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('starts with the creation time', () => {
    const before = Date.now();
    const id = newId();
    expect(parseInt(id.slice(0, 12), 16)).toBeGreaterThanOrEqual(before);
  });
});
