import { describe, expect, it } from 'vitest';
import { inParts } from './in-parts';

describe('inParts', () => {
  it('cuts a batch into parts of at most the size, in order, with nothing lost', () => {
    expect(inParts([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(inParts([1, 2], 2)).toEqual([[1, 2]]);
    expect(inParts([], 1000)).toEqual([]);
  });
});
