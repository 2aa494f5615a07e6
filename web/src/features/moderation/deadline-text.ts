const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function amount(ms: number): string {
  if (ms >= 2 * DAY) return plural(Math.floor(ms / DAY), 'day');
  if (ms >= HOUR) return plural(Math.floor(ms / HOUR), 'hour');
  return plural(Math.max(1, Math.floor(ms / MINUTE)), 'minute');
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** 'Due in 5 hours' / 'Overdue by 2 days', from a report's deadline and the time now. */
export function deadlineText(deadlineAt: string, now: number = Date.now()): string {
  const deadline = Date.parse(deadlineAt);
  if (Number.isNaN(deadline)) return '';
  const left = deadline - now;
  if (left >= 0) return left < MINUTE ? 'Due now' : `Due in ${amount(left)}`;
  return `Overdue by ${amount(-left)}`;
}

/** Past its deadline: the row is marked. */
export function isOverdue(deadlineAt: string, now: number = Date.now()): boolean {
  return Date.parse(deadlineAt) < now;
}
