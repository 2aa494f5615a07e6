const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date formatter, made once per locale and options and kept: `toLocaleTimeString(locale, options)`
 * builds a new one on each call, which costs far more than formatting (a chat of 30 messages spent
 * tens of milliseconds on a phone, in the render that opens it).
 */
export function dateFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** The product's dates read the Indian English way: "26 Nov", "26 Nov 2025, 3:04 pm". */
const LOCALE = 'en-IN';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

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
  const title = dateFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  const age = Math.max(0, now - time);
  if (age < MINUTE) return { text: 'just now', title };
  if (age < HOUR) return { text: `${Math.floor(age / MINUTE)} min ago`, title };
  if (age < DAY) return { text: `${Math.floor(age / HOUR)} h ago`, title };
  const sameYear = date.getFullYear() === new Date(now).getFullYear();
  const text = dateFormat(LOCALE, sameYear ? { day: 'numeric', month: 'short' } : { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
  return { text, title };
}
