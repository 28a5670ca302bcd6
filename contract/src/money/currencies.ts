import { dinero, toDecimal, type DineroCurrency } from "dinero.js/bigint";
import * as ISO_4217 from "dinero.js/bigint/currencies";

/**
 * Currencies are Dinero's ISO 4217 objects: the code and its exponent (2 for EUR cents, 0 for yen, 3
 * for Kuwaiti fils). An amount is always an integer count of the currency's minor unit.
 */
const CURRENCIES: Readonly<Record<string, DineroCurrency<bigint>>> = ISO_4217;

export function isCurrencyCode(code: string): boolean {
  return Object.hasOwn(CURRENCIES, code);
}

/** The currency a code names; throws on a code the contract's schemas would have refused. */
export function currencyOf(code: string): DineroCurrency<bigint> {
  const currency = Object.hasOwn(CURRENCIES, code) ? CURRENCIES[code] : undefined;
  if (!currency) throw new Error(`not an ISO 4217 currency code: ${code}`);
  return currency;
}

/** How many minor units make one major unit's decimals: 2 for EUR, 0 for JPY. */
export function exponentOf(code: string): number {
  return Number(currencyOf(code).exponent);
}

/**
 * What a traveller typed ("12.5", "12,50", "1200") as minor units of the currency, exactly: no float
 * ever holds the amount. Null when it is not a plain positive amount with at most the currency's
 * decimals (a yen amount has none).
 */
export function parseMajorUnits(text: string, code: string): number | null {
  const exponent = exponentOf(code);
  const match = /^(\d{1,12})(?:[.,](\d+))?$/.exec(text.trim());
  if (!match) return null;
  const decimals = match[2] ?? "";
  if (decimals.length > exponent) return null;
  const minor = BigInt(match[1]!) * 10n ** BigInt(exponent) + BigInt(decimals.padEnd(exponent, "0") || "0");
  return minor > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(minor);
}

/** Minor units as a decimal string in major units (1250 EUR -> "12.50"), for formatting and files. */
export function minorToDecimal(minor: bigint | number, code: string): string {
  return toDecimal(dinero({ amount: BigInt(minor), currency: currencyOf(code) }));
}
