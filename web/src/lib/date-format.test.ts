import { describe, expect, it } from 'vitest';
import { fullDate, shortDate, shownTime } from './date-format';

describe('shortDate and fullDate', () => {
  // One day in each month, at times either side of noon and midnight.
  const dates = Array.from({ length: 12 }, (_, month) => new Date(2026, month, 1 + month * 2, (month * 5) % 24, month * 7));

  it("write dates as Intl's Indian English does, without its cost", () => {
    const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-IN', options);
    for (const date of dates) {
      expect(fullDate(date)).toBe(intl({ dateStyle: 'medium', timeStyle: 'short' }).format(date));
      expect(shortDate(date)).toBe(intl({ day: 'numeric', month: 'short', year: 'numeric' }).format(date));
      expect(shortDate(date, false)).toBe(intl({ day: 'numeric', month: 'short' }).format(date));
    }
  });

  it('reads midnight and noon as 12', () => {
    expect(fullDate(new Date(2026, 8, 5, 0, 5))).toBe('5 Sept 2026, 12:05 am');
    expect(fullDate(new Date(2026, 10, 26, 12, 0))).toBe('26 Nov 2026, 12:00 pm');
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
