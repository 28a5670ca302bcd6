/**
 * The exchange rates every reviewed fee is converted with: US dollars per unit of local currency,
 * assumed mid-market rates of January 2026, rounded. They are an assumption of the review, not a
 * feed: a price that only moved with the currency is not re-reviewed, and a change here moves every
 * reviewed fee in that currency (the fee tests then say which `feeUsd` to update).
 */
export const RATES_AS_OF = "January 2026";

export const USD_PER_UNIT = {
  USD: 1,
  EUR: 1.17,
  GBP: 1.34,
  JPY: 0.0065,
  KRW: 0.00069,
  TRY: 0.0233,
  EGP: 0.021,
  BRL: 0.185,
  CAD: 0.72,
  HKD: 0.128,
  ZAR: 0.058,
  MXN: 0.055,
  MAD: 0.109,
  AED: 0.272,
} as const;

export type Currency = keyof typeof USD_PER_UNIT;

/** Local price in whole US dollars, as the planner charges it. */
export function toUsd(amount: number, currency: Currency): number {
  return Math.round(amount * USD_PER_UNIT[currency]);
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
};

/** "€35.30", "¥1,000", "2,400 lira": the local price as a traveller reads it at the gate. */
export function formatLocal(amount: number, currency: Currency): string {
  const digits = Number.isInteger(amount)
    ? amount.toLocaleString("en-US")
    : amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return SYMBOL[currency](digits);
}
