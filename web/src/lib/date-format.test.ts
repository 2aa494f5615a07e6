import { describe, expect, it } from 'vitest';
import { dateFormat, shownTime } from './date-format';

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

describe('shownTime', () => {
  const now = new Date(2026, 10, 26, 15, 4).getTime();
  const ago = (ms: number) => new Date(now - ms).toISOString();
  const text = (iso: string) => shownTime(iso, now)?.text;

  it('reads recent times as how long ago, in minutes then hours', () => {
    expect(text(ago(0))).toBe('just now');
    expect(text(ago(59_000))).toBe('just now');
    expect(text(ago(60_000))).toBe('1 min ago');
    expect(text(ago(59 * 60_000))).toBe('59 min ago');
    expect(text(ago(2 * 3_600_000 + 5 * 60_000))).toBe('2 h ago');
    expect(text(ago(23 * 3_600_000))).toBe('23 h ago');
  });

  it('reads a time a little ahead (another clock) as just now', () => {
    expect(text(new Date(now + 30_000).toISOString())).toBe('just now');
  });

  it('reads older times as the date, with the year only when it is not this year', () => {
    expect(text(new Date(2026, 10, 20, 9, 0).toISOString())).toBe('20 Nov');
    expect(text(new Date(2026, 0, 3, 9, 0).toISOString())).toBe('3 Jan');
    expect(text(new Date(2025, 10, 26, 9, 0).toISOString())).toBe('26 Nov 2025');
  });

  it('gives the full date and time as its title', () => {
    expect(shownTime(new Date(2026, 10, 26, 15, 4).toISOString(), now)?.title).toBe('26 Nov 2026, 3:04 pm');
  });

  it('shows nothing for a value that is no date', () => {
    expect(shownTime('not a date', now)).toBeNull();
  });
});
