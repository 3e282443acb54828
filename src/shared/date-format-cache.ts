// Building an Intl.DateTimeFormat costs about 0.1 ms, and the dashboard and the audit log format
// dates on every answer: each (locale, options) pair is built once and kept. Bounded, since a
// time zone's name is accepted in any letter case and could otherwise grow the cache forever.

const formats = new Map<string, Intl.DateTimeFormat>();
const FORMATS_KEPT = 600;

/** The formatter for `locale` and `options`, built on first use. */
export function dateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    if (formats.size >= FORMATS_KEPT) formats.clear();
    formats.set(key, format);
  }
  return format;
}
