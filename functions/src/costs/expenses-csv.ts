import { minorToDecimal, type TripBudget, type TripExpense } from "@itinerary/contract/trip-costs";

/**
 * A trip's expenses as a CSV file (RFC 4180, CRLF rows). Every cell a traveller typed is quoted as
 * needed, and a cell that starts like a formula (= + - @, or a tab or carriage return) gets a leading
 * apostrophe, so a spreadsheet shows the text instead of running it.
 */
export function csvCell(value: string): string {
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

const HEADER = [
  "Logged at (UTC)",
  "Day",
  "Stop",
  "Paid by",
  "Amount",
  "Currency",
  "Rate",
  "Rate from",
  "Amount in trip currency",
  "Trip currency",
  "Split",
  "Parts",
  "Note",
  "Logged by",
];

function splitLabel(expense: TripExpense): string {
  if (expense.split.mode === "equal") return "equally";
  return expense.split.mode === "shares" ? "by shares" : "exact amounts";
}

function row(expense: TripExpense): string[] {
  const name = (uid: string) => expense.names[uid] ?? uid;
  const rateFrom = !expense.rate
    ? ""
    : expense.rate.source === "entered"
      ? "entered"
      : `rate table of ${expense.rate.date}`;
  const parts = expense.parts
    .map((part) => `${name(part.uid)}: ${minorToDecimal(part.amount, expense.trip_currency)}`)
    .join("; ");
  return [
    new Date(expense.created_at_ms).toISOString().replace("T", " ").slice(0, 16),
    expense.day === null ? "" : String(expense.day),
    expense.stop_key ?? "",
    name(expense.paid_by),
    minorToDecimal(expense.amount, expense.currency),
    expense.currency,
    expense.rate?.value ?? "",
    rateFrom,
    minorToDecimal(expense.trip_amount, expense.trip_currency),
    expense.trip_currency,
    splitLabel(expense),
    parts,
    expense.note,
    name(expense.created_by),
  ];
}

export function expensesCsv(expenses: readonly TripExpense[], budget: TripBudget | null): string {
  const lines = [HEADER, ...expenses.map(row)];
  if (budget?.amount != null) {
    lines.push([]);
    lines.push(["Budget", minorToDecimal(budget.amount, budget.currency), budget.currency]);
  }
  return lines.map((cells) => cells.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
