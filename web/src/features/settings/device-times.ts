// When a signed-in device was last active, in words. The server moves a session's last-seen time at
// most once a minute, so a few minutes still count as now.
import { shortDate } from '../../lib/date-format';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const NOW_MS = 5 * MINUTE_MS;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/** 'Active now', '12 minutes ago', '3 hours ago', '2 days ago', then the date ('4 Nov 2026'). */
export function lastActiveText(lastSeenAt: string | Date, now: Date = new Date()): string {
  const seen = new Date(lastSeenAt);
  if (Number.isNaN(seen.getTime())) return 'Unknown';
  const ago = now.getTime() - seen.getTime();
  if (ago < NOW_MS) return 'Active now';
  if (ago < HOUR_MS) return plural(Math.floor(ago / MINUTE_MS), 'minute');
  if (ago < DAY_MS) return plural(Math.floor(ago / HOUR_MS), 'hour');
  if (ago < 7 * DAY_MS) return plural(Math.floor(ago / DAY_MS), 'day');
  return shortDate(seen);
}

/** The line under a device: 'Active now', else 'Last active 3 hours ago' or 'Last active on 4 Nov 2026'. */
export function lastActiveLine(lastSeenAt: string | Date, now: Date = new Date()): string {
  const text = lastActiveText(lastSeenAt, now);
  if (text === 'Active now' || text === 'Unknown') return text;
  return text.endsWith(' ago') ? `Last active ${text}` : `Last active on ${text}`;
}
