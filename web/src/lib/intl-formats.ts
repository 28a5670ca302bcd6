/**
 * Intl's formatters cost a fraction of a millisecond each to build, and a trip's page writes dozens of
 * dates and amounts as it renders: each set of options builds its formatter once and keeps it. A
 * formatter that cannot be built (an unknown time zone or currency) throws, as Intl does, and is not kept.
 */
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function kept<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: unknown[], build: () => F): F {
  const id = JSON.stringify(key);
  let format = formats.get(id) as F | undefined;
  if (!format) {
    format = build();
    formats.set(id, format);
  }
  return format;
}

export function dateFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(["date", locale ?? null, options], () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return kept(["number", locale ?? null, options], () => new Intl.NumberFormat(locale, options));
}
