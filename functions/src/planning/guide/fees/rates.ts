import { RATES_AS_OF, tableRate } from "@itinerary/contract/trip-costs";

/**
 * Reviewed fees are converted with the app's one dated rate table (the contract's, which shared costs
 * use too): an assumption of the review, not a feed. A price that only moved with the currency is not
 * re-reviewed; refreshing the table moves every reviewed fee in that currency, and the fee tests then
 * say which `feeUsd` to update.
 */
export { RATES_AS_OF };

/** The currencies reviewed fees are written in and the guide's cities pay in (each one the table holds). */
export type Currency =
  | "USD"
  | "EUR"
  | "GBP"
  | "JPY"
  | "KRW"
  | "TRY"
  | "EGP"
  | "BRL"
  | "CAD"
  | "HKD"
  | "ZAR"
  | "MXN"
  | "MAD"
  | "AED"
  | "AUD"
  | "NZD"
  | "SGD"
  | "THB"
  | "CZK";

/** Local price in whole US dollars, as the planner charges it. */
export function toUsd(amount: number, currency: Currency): number {
  const rate = tableRate(currency, "USD");
  if (rate === null) throw new Error(`the rate table has no ${currency}`);
  return Math.round(amount * Number(rate));
}

const SYMBOL: Record<Currency, (amount: string) => string> = {
  USD: (a) => `$${a}`,
  EUR: (a) => `€${a}`,
  GBP: (a) => `£${a}`,
  JPY: (a) => `¥${a}`,
  KRW: (a) => `₩${a}`,
  TRY: (a) => `${a} lira`,
  EGP: (a) => `${a} Egyptian pounds`,
  BRL: (a) => `R$${a}`,
  CAD: (a) => `C$${a}`,
  HKD: (a) => `HK$${a}`,
  ZAR: (a) => `R${a}`,
  MXN: (a) => `${a} pesos`,
  MAD: (a) => `${a} dirhams`,
  AED: (a) => `AED ${a}`,
  AUD: (a) => `A$${a}`,
  NZD: (a) => `NZ$${a}`,
  SGD: (a) => `S$${a}`,
  THB: (a) => `${a} baht`,
  CZK: (a) => `${a} Kč`,
};

/** "€35.30", "¥1,000", "2,400 lira": the local price as a traveller reads it at the gate. */
export function formatLocal(amount: number, currency: Currency): string {
  const digits = Number.isInteger(amount)
    ? amount.toLocaleString("en-US")
    : amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return SYMBOL[currency](digits);
}

/**
 * What the guide's cities pay in, by country. Argentina's peso is left out on purpose: it moves too
 * fast for a dated table, so Buenos Aires shows dollars alone.
 */
const LOCAL_CURRENCY: Readonly<Record<string, Currency>> = {
  AE: "AED",
  AU: "AUD",
  BR: "BRL",
  CA: "CAD",
  CZ: "CZK",
  DE: "EUR",
  EG: "EGP",
  ES: "EUR",
  FR: "EUR",
  GB: "GBP",
  HK: "HKD",
  IT: "EUR",
  JP: "JPY",
  KR: "KRW",
  MA: "MAD",
  MX: "MXN",
  NL: "EUR",
  NZ: "NZD",
  PT: "EUR",
  SG: "SGD",
  TH: "THB",
  TR: "TRY",
  ZA: "ZAR",
};

/** The currency a city of the guide pays in; null for the US (dollars already) and for Argentina. */
export function localCurrencyOf(countryCode: string | undefined): Currency | null {
  return (countryCode && LOCAL_CURRENCY[countryCode]) || null;
}

/** A dollar estimate in a local currency, rounded as an estimate reads: 103, 1,240, 18,000, 204,000. */
export function fromUsd(usd: number, currency: Currency): number {
  const rate = tableRate("USD", currency);
  if (rate === null) throw new Error(`the rate table has no ${currency}`);
  const exact = usd * Number(rate);
  const step = exact >= 100_000 ? 1000 : exact >= 10_000 ? 100 : exact >= 1000 ? 10 : 1;
  return Math.round(exact / step) * step;
}

/**
 * A day's estimate as the plan shows it: dollars, as the traveller's budget is written (SPEC), with
 * what that is in the city's own money beside it: "$120 (about €103)".
 */
export function dayCostText(usd: number, countryCode: string | undefined): string {
  const dollars = `$${Math.round(usd).toLocaleString("en-US")}`;
  const local = localAmountText(usd, countryCode);
  return local ? `${dollars} (about ${local})` : dollars;
}

/** A dollar estimate in the city's own money ("€129"), or null where the guide shows dollars only. */
export function localAmountText(usd: number, countryCode: string | undefined): string | null {
  const currency = localCurrencyOf(countryCode);
  if (!currency || usd <= 0) return null;
  return formatLocal(fromUsd(usd, currency), currency);
}
