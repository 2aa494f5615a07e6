import { describe, expect, it } from 'vitest';
import { anyTooLong, lengthCounter, textLength, tooLongProblem } from './text-limits';

describe('text limits: refused, never cut', () => {
  it('counts characters as the server does: after trimming, an emoji as one', () => {
    expect(textLength('  hello  ')).toBe(5);
    expect(textLength('🚀🚀')).toBe(2);
  });

  it('shows a counter from 90% of the limit on', () => {
    expect(lengthCounter('x'.repeat(1799), 2000)).toBeNull();
    expect(lengthCounter('x'.repeat(1800), 2000)).toBe('1,800 / 2,000');
    expect(lengthCounter('x'.repeat(2150), 2000)).toBe('2,150 / 2,000');
  });

  it('names the limit for a text over it, and passes one at it', () => {
    expect(tooLongProblem('x'.repeat(2000), 2000, 'Talks')).toBeNull();
    expect(tooLongProblem('x'.repeat(2001), 2000, 'Talks')).toBe('Talks can be at most 2,000 characters.');
  });
});

describe('anyTooLong', () => {
  it('says whether any text is over its own limit, counting characters after trimming', () => {
    expect(anyTooLong([['  abc  ', 3], ['de', 2]])).toBe(false);
    expect(anyTooLong([['abc', 3], ['def', 2]])).toBe(true);
  });
});
