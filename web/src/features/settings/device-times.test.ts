import { describe, expect, it } from 'vitest';
import { lastActiveLine, lastActiveText } from './device-times';

const now = new Date('2026-11-26T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('when a device was last active', () => {
  it('is "Active now" for the last few minutes (the server moves it once a minute) and for a clock ahead', () => {
    expect(lastActiveText(before(0), now)).toBe('Active now');
    expect(lastActiveText(before(4 * MINUTE), now)).toBe('Active now');
    expect(lastActiveText(before(-2 * MINUTE), now)).toBe('Active now');
  });

  it('counts minutes, hours and days, in the singular for one', () => {
    expect(lastActiveText(before(5 * MINUTE), now)).toBe('5 minutes ago');
    expect(lastActiveText(before(59 * MINUTE), now)).toBe('59 minutes ago');
    expect(lastActiveText(before(HOUR), now)).toBe('1 hour ago');
    expect(lastActiveText(before(3 * HOUR + 20 * MINUTE), now)).toBe('3 hours ago');
    expect(lastActiveText(before(DAY), now)).toBe('1 day ago');
    expect(lastActiveText(before(6 * DAY), now)).toBe('6 days ago');
  });

  it('gives the date from a week on', () => {
    expect(lastActiveText('2026-11-04T09:00:00Z', now)).toBe('4 Nov 2026');
  });

  it('says so when the time cannot be read', () => {
    expect(lastActiveText('not a date', now)).toBe('Unknown');
  });

  it('words the line under a device', () => {
    expect(lastActiveLine(before(MINUTE), now)).toBe('Active now');
    expect(lastActiveLine(before(3 * HOUR), now)).toBe('Last active 3 hours ago');
    expect(lastActiveLine('2026-11-04T09:00:00Z', now)).toBe('Last active on 4 Nov 2026');
  });
});
