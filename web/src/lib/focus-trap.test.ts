import { describe, expect, it } from 'vitest';
import { wrapTarget } from './focus-trap';

describe('wrapTarget', () => {
  const items = ['title', 'text', 'file', 'submit', 'close'];

  it('sends Tab from the last control back to the first, and Shift+Tab from the first to the last', () => {
    expect(wrapTarget(items, 'close', false)).toBe('title');
    expect(wrapTarget(items, 'title', true)).toBe('close');
  });

  it('leaves the browser to move between inner controls', () => {
    expect(wrapTarget(items, 'text', false)).toBeNull();
    expect(wrapTarget(items, 'submit', true)).toBeNull();
    expect(wrapTarget(items, 'title', false)).toBeNull();
    expect(wrapTarget(items, 'close', true)).toBeNull();
  });

  it('brings a focus that is outside back in at the end the key moves towards', () => {
    expect(wrapTarget(items, null, false)).toBe('title');
    expect(wrapTarget(items, 'page behind', false)).toBe('title');
    expect(wrapTarget(items, 'page behind', true)).toBe('close');
  });

  it('keeps a single control focused and has nothing to offer without controls', () => {
    expect(wrapTarget(['close'], 'close', false)).toBe('close');
    expect(wrapTarget(['close'], 'close', true)).toBe('close');
    expect(wrapTarget([], null, false)).toBeNull();
  });
});
