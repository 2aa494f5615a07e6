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
