/**
 * Intl's formatters cost a fraction of a millisecond each to build, and a trip's page writes dozens of
 * dates and amounts as it renders: each set of options builds its formatter once and keeps it. A
 * formatter that cannot be built (an unknown time zone or currency) throws, as Intl does, and is not kept.
 */
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

export function dateFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(["date", locale ?? null, options]);
  let format = formats.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(["number", locale ?? null, options]);
  let format = formats.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
