import { type SavedItinerary, stopKey, type TripMember } from "@itinerary/contract";
import {
  AddTripExpenseRequest,
  exponentOf,
  parseMajorUnits,
  RATES_AS_OF,
  TABLE_CURRENCIES,
  tableRate,
  TripBudget,
  TripExpense,
  tripBudgetPath,
  tripExpensesPath,
} from "@itinerary/contract/trip-costs";
import { collection, doc, orderBy, query } from "firebase/firestore";
import { Component, useEffect, useMemo, useState, type FormEvent, type ReactNode } from "react";
import { useFirestore, useFirestoreCollection, useFirestoreDoc } from "reactfire";
import { toast } from "sonner";
import { ApiRequestError, errorMessage } from "../../../lib/api-client";
import { FirestoreScope } from "../../../lib/firestore-scope";
import { saveFile } from "../../../lib/save-file";
import { queueTripExpense } from "../../../lib/offline/edit-queue";
import { isConnectionFailure, OFFLINE_TEXT } from "../../../lib/offline/connection";
import { addTripExpense, deleteTripExpense, exportTripExpenses, setTripBudget } from "../api/trip-costs";
import { getTripMembers } from "../api/trip-members";
import { COSTS_TEXT } from "../model/costs-text";
import { costsView, formatMoney, namesOf } from "../model/trip-costs-view";
import "./costs.css";

export interface TripCostsPanelProps {
  plan: SavedItinerary;
  /** The signed-in traveller. */
  uid: string;
}

/**
 * A trip's shared costs on the plan page, for the owner, editors and viewers alike: the budget, the
 * expenses as they are logged (live, with reactfire), who owes whom and how to settle up, a CSV file,
 * and each day's plan estimate beside what was spent. A lazy chunk: it brings Firestore's SDK.
 */
export function TripCostsPanel(props: TripCostsPanelProps) {
  return (
    <section className="costs-panel" aria-labelledby="costs-heading">
      <h2 id="costs-heading" className="costs-title">
        {COSTS_TEXT.title}
      </h2>
      <CostsErrorBoundary>
        <FirestoreScope>
          <LiveCosts {...props} />
        </FirestoreScope>
      </CostsErrorBoundary>
    </section>
  );
}

/** A listener that fails (a removed companion, offline) leaves the rest of the page as it is. */
class CostsErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn("Following the trip's costs stopped:", error);
  }

  override render(): ReactNode {
    return this.state.failed ? <p role="alert">{COSTS_TEXT.loadFailed}</p> : this.props.children;
  }
}

function LiveCosts({ plan, uid }: TripCostsPanelProps) {
  const db = useFirestore();
  const ownerUid = plan.owner_uid ?? uid;
  const expensesQuery = useMemo(
    () => query(collection(db, tripExpensesPath(ownerUid, plan.id)), orderBy("created_at_ms")),
    [db, ownerUid, plan.id],
  );
  const budgetRef = useMemo(() => doc(db, tripBudgetPath(ownerUid, plan.id)), [db, ownerUid, plan.id]);
  const expensesSnapshot = useFirestoreCollection(expensesQuery);
  const budgetSnapshot = useFirestoreDoc(budgetRef);
  const [members, setMembers] = useState<TripMember[]>([]);

  const expenses = useMemo(
    () =>
      (expensesSnapshot.data?.docs ?? []).flatMap((snapshot) => {
        const parsed = TripExpense.safeParse(snapshot.data());
        return parsed.success ? [parsed.data] : [];
      }),
    [expensesSnapshot.data],
  );
  const budget = useMemo(() => {
    const parsed = TripBudget.safeParse(budgetSnapshot.data?.data());
    return parsed.success ? parsed.data : null;
  }, [budgetSnapshot.data]);

  // Who can pay and share: asked again whenever the expenses change, so a companion who just joined
  // (and logged something) is there to choose.
  useEffect(() => {
    const controller = new AbortController();
    getTripMembers(plan.id, controller.signal)
      .then((answer) => setMembers(answer.members))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn("Could not load the trip's companions:", error);
      });
    return () => controller.abort();
  }, [plan.id, expenses.length]);

  if (expensesSnapshot.status === "loading" || budgetSnapshot.status === "loading" || members.length === 0) {
    return <p role="status">{COSTS_TEXT.loading}</p>;
  }
  return <CostsBody plan={plan} uid={uid} expenses={expenses} budget={budget} members={members} />;
}

interface BodyProps extends TripCostsPanelProps {
  expenses: TripExpense[];
  budget: TripBudget | null;
  members: TripMember[];
}

function report(error: unknown, message: string) {
  if (error instanceof ApiRequestError && error.status === 401) return;
  console.error(message, error);
  toast.error(errorMessage(error, message));
}

function CostsBody({ plan, uid, expenses, budget, members }: BodyProps) {
  const view = useMemo(
    () => costsView({ expenses, budget, members, plan: plan.itinerary }),
    [expenses, budget, members, plan.itinerary],
  );
  const name = useMemo(() => namesOf(expenses, members), [expenses, members]);
  const you = (person: string) => (person === uid ? `${name(person)}${COSTS_TEXT.you}` : name(person));
  const money = (minor: bigint | number, currency = view.currency) => formatMoney(minor, currency);
  const role = plan.role ?? "owner";
  const canManage = role !== "viewer";
  const [deleting, setDeleting] = useState<string | null>(null);

  const remove = async (expense: TripExpense) => {
    setDeleting(expense.id);
    try {
      await deleteTripExpense(plan.id, expense.id);
      toast.success(COSTS_TEXT.deleted);
    } catch (error) {
      report(error, COSTS_TEXT.deleteFailed);
    } finally {
      setDeleting(null);
    }
  };

  const download = async () => {
    try {
      saveFile(await exportTripExpenses(plan.id), `trip-expenses-${plan.id}.csv`);
    } catch (error) {
      report(error, COSTS_TEXT.downloadFailed);
    }
  };

  return (
    <div className="costs-body">
      <div className="costs-budget">
        <h3 className="costs-subtitle">{COSTS_TEXT.budget}</h3>
        <p>
          {view.budget !== null
            ? COSTS_TEXT.spentOf(money(view.spent), money(view.budget))
            : `${COSTS_TEXT.noBudget} ${COSTS_TEXT.spent(money(view.spent))}`}
        </p>
        {view.budget !== null ? (
          <progress
            className="costs-meter"
            aria-label={COSTS_TEXT.budget}
            max={view.budget}
            value={Math.min(Number(view.spent), view.budget)}
          >
            {COSTS_TEXT.spentOf(money(view.spent), money(view.budget))}
          </progress>
        ) : null}
        {canManage ? (
          <BudgetForm itineraryId={plan.id} budget={budget} currency={view.currency} fixed={expenses.length > 0} />
        ) : null}
      </div>

      <ExpenseForm plan={plan} uid={uid} members={members} tripCurrency={view.currency} />

      <div className="costs-columns">
        <div>
          <h3 className="costs-subtitle">{COSTS_TEXT.balances}</h3>
          {view.people.length ? (
            <ul className="costs-list" aria-label={COSTS_TEXT.balances}>
              {view.people.map((person) => (
                <li key={person.uid} className="costs-balance">
                  <span>{you(person.uid)}</span>{" "}
                  <span className={person.balance > 0n ? "costs-owed" : person.balance < 0n ? "costs-owes" : ""}>
                    {person.balance > 0n
                      ? COSTS_TEXT.owed(money(person.balance))
                      : person.balance < 0n
                        ? COSTS_TEXT.owes(money(-person.balance))
                        : COSTS_TEXT.even}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p>{COSTS_TEXT.settled}</p>
          )}
        </div>
        <div>
          <h3 className="costs-subtitle">{COSTS_TEXT.settleUp}</h3>
          {view.transfers.length ? (
            <ul className="costs-list" aria-label={COSTS_TEXT.settleUp}>
              {view.transfers.map((transfer) => (
                <li key={`${transfer.from}-${transfer.to}`} className="costs-transfer">
                  {COSTS_TEXT.pays(name(transfer.from), name(transfer.to), money(transfer.amount))}
                </li>
              ))}
            </ul>
          ) : (
            <p>{COSTS_TEXT.settled}</p>
          )}
        </div>
      </div>

      <h3 className="costs-subtitle">{COSTS_TEXT.list}</h3>
      {expenses.length ? (
        <ul className="costs-list costs-expenses" aria-label={COSTS_TEXT.list}>
          {[...expenses].reverse().map((expense) => {
            const what = `${money(expense.amount, expense.currency)}${expense.note ? ` ${expense.note}` : ""}`;
            const canDelete = canManage || expense.created_by === uid;
            return (
              <li key={expense.id} className="costs-expense">
                <div>
                  <strong>{money(expense.amount, expense.currency)}</strong>
                  {expense.currency !== expense.trip_currency ? ` (${money(expense.trip_amount)})` : ""}{" "}
                  {COSTS_TEXT.paidLine(you(expense.paid_by))}
                  {expense.day !== null ? ` · ${COSTS_TEXT.day} ${expense.day}` : ""}
                  {expense.note ? <p className="costs-note">{expense.note}</p> : null}
                </div>
                {canDelete ? (
                  <button
                    type="button"
                    className="button button-ghost button-small"
                    disabled={deleting !== null}
                    aria-label={COSTS_TEXT.deleteLabel(what)}
                    onClick={() => void remove(expense)}
                  >
                    {COSTS_TEXT.delete}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p>{COSTS_TEXT.none}</p>
      )}
      {expenses.length ? (
        <button type="button" className="button button-outline" onClick={() => void download()}>
          {COSTS_TEXT.download}
        </button>
      ) : null}

      <h3 className="costs-subtitle">{COSTS_TEXT.perDay}</h3>
      <table className="costs-days">
        <thead>
          <tr>
            <th scope="col">{COSTS_TEXT.day}</th>
            <th scope="col">{COSTS_TEXT.estimate}</th>
            <th scope="col">{COSTS_TEXT.actual}</th>
          </tr>
        </thead>
        <tbody>
          {view.days.map((day) => (
            <tr key={day.day}>
              <th scope="row">
                {COSTS_TEXT.day} {day.day}
              </th>
              <td>
                {day.estimate === null ? "—" : "minor" in day.estimate ? money(day.estimate.minor) : day.estimate.text}
              </td>
              <td>{money(day.spent)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {view.estimatesRateDate ? <p className="costs-hint">{COSTS_TEXT.estimatesNote(view.estimatesRateDate)}</p> : null}
    </div>
  );
}

const currencies = (first: string) => [first, ...TABLE_CURRENCIES.filter((code) => code !== first)];

function BudgetForm({
  itineraryId,
  budget,
  currency,
  fixed,
}: {
  itineraryId: string;
  budget: TripBudget | null;
  currency: string;
  fixed: boolean;
}) {
  const [amount, setAmount] = useState("");
  const [picked, setCode] = useState<string | null>(null);
  const code = fixed ? currency : (picked ?? currency);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const minor = parseMajorUnits(amount, code);
    if (!minor) {
      setProblem(COSTS_TEXT.badAmount(code, exponentOf(code)));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await setTripBudget(itineraryId, { amount: minor, currency: code });
      toast.success(COSTS_TEXT.budgetSaved);
      setAmount("");
    } catch (error) {
      report(error, COSTS_TEXT.budgetFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="costs-form costs-budget-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="field">
        <label className="field-label" htmlFor="budget-amount">
          {COSTS_TEXT.budgetAmount}
        </label>
        <input
          id="budget-amount"
          className="input"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          placeholder={budget?.amount != null ? formatMoney(budget.amount, budget.currency) : ""}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "budget-problem" : undefined}
          onChange={(event) => setAmount(event.target.value)}
        />
      </div>
      <div className="field">
        <label className="field-label" htmlFor="budget-currency">
          {COSTS_TEXT.budgetCurrency}
        </label>
        <select
          id="budget-currency"
          className="input select"
          value={code}
          disabled={fixed}
          aria-describedby={fixed ? "budget-fixed" : undefined}
          onChange={(event) => setCode(event.target.value)}
        >
          {currencies(currency).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button-secondary" disabled={busy}>
        {COSTS_TEXT.setBudget}
      </button>
      {fixed ? (
        <p id="budget-fixed" className="costs-hint">
          {COSTS_TEXT.currencyFixed}
        </p>
      ) : null}
      {problem ? (
        <p id="budget-problem" className="costs-problem" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

type Mode = "equal" | "shares" | "exact";

function ExpenseForm({
  plan,
  uid,
  members,
  tripCurrency,
}: {
  plan: SavedItinerary;
  uid: string;
  members: TripMember[];
  tripCurrency: string;
}) {
  const [amount, setAmount] = useState("");
  const [picked, setCurrency] = useState<string | null>(null);
  const currency = picked ?? tripCurrency;
  const [rate, setRate] = useState("");
  const [paidBy, setPaidBy] = useState(uid);
  const [mode, setMode] = useState<Mode>("equal");
  // Everyone shares unless left out, a companion who joined since the form opened too.
  const [leftOut, setLeftOut] = useState<ReadonlySet<string>>(new Set());
  const [shares, setShares] = useState<Record<string, string>>({});
  const [exact, setExact] = useState<Record<string, string>>({});
  const [day, setDay] = useState("");
  const [stop, setStop] = useState("");
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const foreign = currency !== tripCurrency;
  const suggested = foreign ? tableRate(currency, tripCurrency) : null;
  const sharing = (person: string) => !leftOut.has(person);
  const chosen = members.filter((member) => sharing(member.uid));
  const stops = day ? (plan.itinerary.find((d) => String(d.day) === day)?.activities ?? []) : [];

  const toggle = (person: string) =>
    setLeftOut((current) => {
      const next = new Set(current);
      if (next.has(person)) next.delete(person);
      else next.add(person);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const minor = parseMajorUnits(amount, currency);
    if (!minor) return setProblem(COSTS_TEXT.badAmount(currency, exponentOf(currency)));
    if (!chosen.length) return setProblem(COSTS_TEXT.nobody);
    let split: AddTripExpenseRequest["split"];
    if (mode === "equal") split = { mode, members: chosen.map((member) => member.uid) };
    else if (mode === "shares") {
      split = {
        mode,
        shares: chosen.map((member) => ({ uid: member.uid, shares: Number(shares[member.uid] ?? "1") })),
      };
    } else {
      const amounts = chosen.map((member) => ({
        uid: member.uid,
        amount: parseMajorUnits(exact[member.uid] ?? "", currency) ?? 0,
      }));
      if (amounts.reduce((sum, entry) => sum + entry.amount, 0) !== minor || amounts.some((entry) => !entry.amount)) {
        return setProblem(COSTS_TEXT.badExact(formatMoney(minor, currency)));
      }
      split = { mode, amounts };
    }
    const body = {
      amount: minor,
      currency,
      paid_by: paidBy,
      split,
      ...(day ? { day: Number(day) } : {}),
      ...(stop ? { stop_key: stop } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(foreign && rate.trim() ? { rate: rate.trim().replace(",", ".") } : {}),
    };
    const checked = AddTripExpenseRequest.safeParse(body);
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? COSTS_TEXT.logFailed);
    setProblem(null);
    setBusy(true);
    try {
      await addTripExpense(plan.id, checked.data);
      toast.success(COSTS_TEXT.logged);
      setAmount("");
      setNote("");
      setRate("");
      setExact({});
    } catch (error) {
      // No connection: the expense waits on this device and is added once when it returns.
      if (isConnectionFailure(error) && (await queueTripExpense(uid, plan.id, checked.data))) {
        toast.success(OFFLINE_TEXT.expenseQueued);
        setAmount("");
        setNote("");
        setRate("");
        setExact({});
        return;
      }
      if (error instanceof ApiRequestError && error.status === 400 && error.detail) setProblem(error.detail);
      else report(error, COSTS_TEXT.logFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="costs-form"
      aria-labelledby="log-expense-heading"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h3 id="log-expense-heading" className="costs-subtitle">
        {COSTS_TEXT.logTitle}
      </h3>
      <div className="costs-row">
        <div className="field">
          <label className="field-label" htmlFor="expense-amount">
            {COSTS_TEXT.amount}
          </label>
          <input
            id="expense-amount"
            className="input"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor="expense-currency">
            {COSTS_TEXT.currency}
          </label>
          <select
            id="expense-currency"
            className="input select"
            value={currency}
            onChange={(event) => setCurrency(event.target.value)}
          >
            {currencies(tripCurrency).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor="expense-paid-by">
            {COSTS_TEXT.paidBy}
          </label>
          <select
            id="expense-paid-by"
            className="input select"
            value={paidBy}
            onChange={(event) => setPaidBy(event.target.value)}
          >
            {members.map((member) => (
              <option key={member.uid} value={member.uid}>
                {member.uid === uid ? `${member.display_name}${COSTS_TEXT.you}` : member.display_name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {foreign ? (
        <div className="field">
          <label className="field-label" htmlFor="expense-rate">
            {COSTS_TEXT.rate(currency, tripCurrency)}
          </label>
          <input
            id="expense-rate"
            className="input"
            inputMode="decimal"
            autoComplete="off"
            value={rate}
            placeholder={suggested ?? ""}
            aria-describedby="expense-rate-hint"
            onChange={(event) => setRate(event.target.value)}
          />
          <p id="expense-rate-hint" className="costs-hint">
            {COSTS_TEXT.rateHint(suggested, RATES_AS_OF)}
          </p>
        </div>
      ) : null}
      <fieldset className="costs-fieldset">
        <legend className="field-label">{COSTS_TEXT.splitHow}</legend>
        <div className="costs-modes">
          {(["equal", "shares", "exact"] as const).map((option) => (
            <label key={option} className="costs-choice">
              <input
                type="radio"
                name="split-mode"
                value={option}
                checked={mode === option}
                onChange={() => setMode(option)}
              />
              {COSTS_TEXT[option]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="costs-fieldset">
        <legend className="field-label">{COSTS_TEXT.sharedWith}</legend>
        <ul className="costs-people">
          {members.map((member) => (
            <li key={member.uid} className="costs-person">
              <label className="costs-choice">
                <input type="checkbox" checked={sharing(member.uid)} onChange={() => toggle(member.uid)} />
                {member.uid === uid ? `${member.display_name}${COSTS_TEXT.you}` : member.display_name}
              </label>
              {mode === "shares" && sharing(member.uid) ? (
                <input
                  className="input costs-small-input"
                  inputMode="numeric"
                  aria-label={COSTS_TEXT.sharesOf(member.display_name)}
                  value={shares[member.uid] ?? "1"}
                  onChange={(event) => setShares({ ...shares, [member.uid]: event.target.value })}
                />
              ) : null}
              {mode === "exact" && sharing(member.uid) ? (
                <input
                  className="input costs-small-input"
                  inputMode="decimal"
                  aria-label={COSTS_TEXT.exactOf(member.display_name)}
                  value={exact[member.uid] ?? ""}
                  onChange={(event) => setExact({ ...exact, [member.uid]: event.target.value })}
                />
              ) : null}
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="costs-row">
        <div className="field">
          <label className="field-label" htmlFor="expense-day">
            {COSTS_TEXT.day}
          </label>
          <select
            id="expense-day"
            className="input select"
            value={day}
            onChange={(event) => {
              setDay(event.target.value);
              setStop("");
            }}
          >
            <option value="">{COSTS_TEXT.noDay}</option>
            {plan.itinerary.map((d) => (
              <option key={d.day} value={String(d.day)}>
                {COSTS_TEXT.day} {d.day}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor="expense-stop">
            {COSTS_TEXT.stop}
          </label>
          <select
            id="expense-stop"
            className="input select"
            value={stop}
            disabled={!stops.length}
            onChange={(event) => setStop(event.target.value)}
          >
            <option value="">{COSTS_TEXT.noStop}</option>
            {stops.map((activity) => (
              <option key={stopKey(activity)} value={stopKey(activity)}>
                {activity.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="field">
        <label className="field-label" htmlFor="expense-note">
          {COSTS_TEXT.note}
        </label>
        <textarea
          id="expense-note"
          className="input textarea"
          maxLength={500}
          rows={2}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      {problem ? (
        <p className="costs-problem" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? COSTS_TEXT.logging : COSTS_TEXT.log}
      </button>
    </form>
  );
}
