// The product's dates read the Indian English way: "26 Nov", "26 Nov 2025", "26 Nov 2026, 3:04 pm",
// as Intl.DateTimeFormat's 'en-IN' writes them. Written by hand: making an Intl formatter loads the
// locale's data, tens of milliseconds on a phone, in the render that first shows a time (it was the
// largest piece of a dashboard's blocking work).

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "26 Nov 2026", or "26 Nov" without the year; in the device's time zone. */
export function shortDate(date: Date, withYear = true): string {
  const day = `${date.getDate()} ${MONTHS[date.getMonth()]}`;
  return withYear ? `${day} ${date.getFullYear()}` : day;
}

/** "26 Nov 2026, 3:04 pm"; in the device's time zone. */
export function fullDate(date: Date): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${shortDate(date)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

export interface ShownTime {
  /** "just now", "5 min ago", "2 h ago", then the date: "26 Nov" ("26 Nov 2025" in another year). */
  text: string;
  /** The full date and time, for the element's title: "26 Nov 2026, 3:04 pm". */
  title: string;
}

/**
 * When something was made, as a post, a comment or a message shows it; null for a value that is no
 * date. A time a little ahead of `now` (another device's clock) reads "just now".
 */
export function shownTime(iso: string, now: number = Date.now()): ShownTime | null {
  const date = new Date(iso);
  const time = date.getTime();
  if (Number.isNaN(time)) return null;
  const title = fullDate(date);
  const age = Math.max(0, now - time);
  if (age < MINUTE) return { text: 'just now', title };
  if (age < HOUR) return { text: `${Math.floor(age / MINUTE)} min ago`, title };
  if (age < DAY) return { text: `${Math.floor(age / HOUR)} h ago`, title };
  return { text: shortDate(date, date.getFullYear() !== new Date(now).getFullYear()), title };
}
