/**
 * Shared costs (issue 24): expenses, budgets, currencies, rates and balances, with Dinero.js. An entry of
 * its own: only a shared trip's costs panel needs them, so the planner's first load does not carry them.
 */
export * from "./api/trip-costs.ts";
export * from "./money/currencies.ts";
export * from "./money/exchange-rates.ts";
export * from "./money/trip-balances.ts";
