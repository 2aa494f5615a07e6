import { describe, expect, it } from 'vitest';
import { deadlineText, isOverdue } from './deadline-text';

const NOW = Date.parse('2026-11-26T08:00:00.000Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('deadlineText', () => {
  it('counts hours left on a report due today', () => {
    expect(deadlineText(at(5 * HOUR), NOW)).toBe('Due in 5 hours');
    expect(deadlineText(at(5 * HOUR + 59 * MINUTE), NOW)).toBe('Due in 5 hours');
    expect(deadlineText(at(1 * HOUR), NOW)).toBe('Due in 1 hour');
  });

  it('counts hours up to two days, then days', () => {
    expect(deadlineText(at(24 * HOUR), NOW)).toBe('Due in 24 hours');
    expect(deadlineText(at(47 * HOUR), NOW)).toBe('Due in 47 hours');
    expect(deadlineText(at(15 * DAY), NOW)).toBe('Due in 15 days');
  });

  it('counts minutes in the last hour', () => {
    expect(deadlineText(at(30 * MINUTE), NOW)).toBe('Due in 30 minutes');
    expect(deadlineText(at(30_000), NOW)).toBe('Due now');
  });

  it('says how long a report is overdue', () => {
    expect(deadlineText(at(-2 * DAY - 3 * HOUR), NOW)).toBe('Overdue by 2 days');
    expect(deadlineText(at(-3 * HOUR), NOW)).toBe('Overdue by 3 hours');
    expect(deadlineText(at(-1), NOW)).toBe('Overdue by 1 minute');
    expect(isOverdue(at(-1), NOW)).toBe(true);
    expect(isOverdue(at(1), NOW)).toBe(false);
  });

  it('says nothing for a deadline it cannot read', () => {
    expect(deadlineText('soon', NOW)).toBe('');
  });
});
