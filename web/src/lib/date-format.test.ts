import { describe, expect, it } from 'vitest';
import { dateFormat } from './date-format';

describe('dateFormat', () => {
  it('formats as toLocale…String with the same locale and options would, from one formatter per format', () => {
    const date = new Date(2026, 10, 4, 9, 5);
    const clock = { hour: '2-digit', minute: '2-digit' } as const;
    expect(dateFormat(undefined, clock).format(date)).toBe(date.toLocaleTimeString([], clock));
    expect(dateFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(date)).toBe('4 Nov 2026');
    expect(dateFormat(undefined, { ...clock })).toBe(dateFormat(undefined, clock));
    expect(dateFormat('en-IN', clock)).not.toBe(dateFormat(undefined, clock));
  });
});
