import { isCurrencyCode } from "./currencies.ts";

/**
 * The one table of exchange rates the app keeps: shared costs use it when a traveller logs an expense
 * in another currency than the trip's and enters no rate of their own, and the planner converts every
 * reviewed entry fee with it (functions' guide/fees/rates.ts). Each figure is how many units of a
 * currency one euro bought on RATES_AS_OF (approximate mid-market rates): refresh the figures and the
 * date together. A rate derived from it is recorded on the expense with this date, so a later refresh
 * never changes what was already logged.
 */
export const RATES_AS_OF = "2026-01-15";

const PER_EURO: Readonly<Record<string, string>> = {
  EUR: "1",
  USD: "1.17",
  GBP: "0.8731",
  CHF: "0.94",
  JPY: "180",
  CNY: "7.82",
  HKD: "9.141",
  SGD: "1.45",
  KRW: "1696",
  THB: "37.6",
  INR: "91.2",
  IDR: "17250",
  AUD: "1.64",
  NZD: "1.80",
  CAD: "1.625",
  MXN: "21.28",
  BRL: "6.324",
  ZAR: "20.17",
  TRY: "50.21",
  AED: "4.301",
  MAD: "10.73",
  EGP: "55.71",
  SEK: "11.4",
  NOK: "11.7",
  DKK: "7.46",
  ISK: "149",
  PLN: "4.31",
  CZK: "25.2",
  HUF: "398",
  RON: "4.98",
  VND: "27400",
  PHP: "62.8",
  MYR: "4.92",
};

/** A rate as text, a whole number and up to 8 decimals: what one unit of a currency is worth in another. */
export const RATE_PATTERN = /^\d{1,7}(?:\.\d{1,8})?$/;
const RATE_DECIMALS = 8;

/** A decimal rate as Dinero's scaled amount: "1.17" -> 117 at scale 2 (no float holds a rate either). */
export function scaledRate(rate: string): { amount: bigint; scale: bigint } {
  if (!RATE_PATTERN.test(rate)) throw new Error(`not a rate: ${rate}`);
  const [whole, fraction = ""] = rate.split(".");
  return { amount: BigInt(`${whole}${fraction}`), scale: BigInt(fraction.length) };
}

function decimalOf(amount: bigint, scale: number): string {
  const digits = amount.toString().padStart(scale + 1, "0");
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : whole;
}

/**
 * What one unit of `from` is worth in `to` by the table, to 8 decimals (half to even); null when the
 * table lacks either currency.
 */
export function tableRate(from: string, to: string): string | null {
  const a = PER_EURO[from];
  const b = PER_EURO[to];
  if (!a || !b) return null;
  const x = scaledRate(a);
  const y = scaledRate(b);
  // (y / 10^ys) / (x / 10^xs) at 8 decimals: y * 10^(xs + 8) / (x * 10^ys), rounded half to even.
  const numerator = y.amount * 10n ** (x.scale + BigInt(RATE_DECIMALS));
  const denominator = x.amount * 10n ** y.scale;
  let quotient = numerator / denominator;
  const twice = (numerator % denominator) * 2n;
  if (twice > denominator || (twice === denominator && quotient % 2n === 1n)) quotient += 1n;
  const rate = decimalOf(quotient, RATE_DECIMALS);
  return RATE_PATTERN.test(rate) && quotient > 0n ? rate : null;
}

/** Currencies the table can convert between. */
export const TABLE_CURRENCIES: readonly string[] = Object.keys(PER_EURO).filter(isCurrencyCode);

/** How an expense in another currency was converted to the trip's. */
export interface ExpenseRate {
  /** One unit of the expense's currency in the trip's. */
  value: string;
  source: "entered" | "table";
  /** The table's date, for a rate taken from it. */
  date: string | null;
}

/**
 * The rate an expense is converted at: none when it is in the trip's currency, the traveller's own
 * when they entered one, else the table's; null when the table has none to offer.
 */
export function rateFor(
  expenseCurrency: string,
  tripCurrency: string,
  entered: string | undefined,
): { rate: ExpenseRate | null } | null {
  if (expenseCurrency === tripCurrency) return { rate: null };
  if (entered !== undefined) return { rate: { value: entered, source: "entered", date: null } };
  const value = tableRate(expenseCurrency, tripCurrency);
  return value ? { rate: { value, source: "table", date: RATES_AS_OF } } : null;
}
