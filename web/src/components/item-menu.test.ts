import { describe, expect, it } from 'vitest';
import { menuKeyTarget } from './item-menu';

describe('menuKeyTarget', () => {
  it('moves down and up through the items, wrapping at both ends', () => {
    expect(menuKeyTarget('ArrowDown', 0, 3)).toBe(1);
    expect(menuKeyTarget('ArrowDown', 2, 3)).toBe(0);
    expect(menuKeyTarget('ArrowUp', 1, 3)).toBe(0);
    expect(menuKeyTarget('ArrowUp', 0, 3)).toBe(2);
    expect(menuKeyTarget('ArrowDown', -1, 3)).toBe(0);
    expect(menuKeyTarget('ArrowUp', -1, 3)).toBe(2);
  });

  it('goes to the first and last item with Home and End, and ignores other keys', () => {
    expect(menuKeyTarget('Home', 2, 3)).toBe(0);
    expect(menuKeyTarget('End', 0, 3)).toBe(2);
    expect(menuKeyTarget('Enter', 0, 3)).toBeUndefined();
    expect(menuKeyTarget('ArrowDown', -1, 0)).toBeUndefined();
  });
});
