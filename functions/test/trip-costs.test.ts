import { CreateTripInviteResponse } from "@itinerary/contract";
import { RATES_AS_OF, TripBudget, TripExpense, TRIP_EXPENSES_MAX } from "@itinerary/contract/trip-costs";
import { describe, expect, it } from "vitest";
import { savedPlan } from "./saved-plan.ts";
import { api, db, signUpWithProfile, type TestUser } from "./support.ts";

/**
 * A trip's shared costs through the hosting emulator: the budget, logging, deleting and exporting
 * expenses, for a stranger, a viewer, an editor, the owner and a removed member.
 */

const PLAN_NOT_FOUND = { detail: "Could not find the requested plan." };

async function tripWithCompanions() {
  const [owner, editor, viewer, stranger] = await Promise.all([
    signUpWithProfile(),
    signUpWithProfile(),
    signUpWithProfile(),
    signUpWithProfile(),
  ]);
  const saved = await api("POST", "/save-itinerary", { user: owner, body: savedPlan() });
  expect(saved.status).toBe(200);
  const id: string = saved.body.id;
  for (const [user, role] of [
    [editor, "editor"],
    [viewer, "viewer"],
  ] as const) {
    const link = await api("POST", `/create-trip-invite/${id}`, { user: owner, body: { role } });
    const token = CreateTripInviteResponse.parse(link.body).token;
    expect((await api("POST", `/accept-trip-invite/${token}`, { user, body: {} })).status).toBe(200);
  }
  return { owner, editor, viewer, stranger, id };
}

const expensesPath = (owner: TestUser, id: string) => `users/${owner.uid}/itineraries/${id}/expenses`;
const countExpenses = async (owner: TestUser, id: string) => (await db.collection(expensesPath(owner, id)).get()).size;

async function logExpense(user: TestUser, id: string, body: Record<string, unknown>): Promise<TripExpense> {
  const response = await api("POST", `/add-trip-expense/${id}`, { user, body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return TripExpense.parse(response.body);
}

describe("shared costs", () => {
  it("lets every member log an expense, split to the cent, and hides the trip from a stranger and a removed member", async () => {
    const { owner, editor, viewer, stranger, id } = await tripWithCompanions();
    const everyone = [owner.uid, editor.uid, viewer.uid];

    const dinner = await logExpense(owner, id, {
      amount: 10000,
      currency: "EUR",
      paid_by: owner.uid,
      split: { mode: "equal", members: everyone },
      day: 1,
      stop_key: "kinkaku-ji",
      note: "Kaiseki dinner",
    });
    expect(dinner.trip_currency).toBe("EUR");
    expect(dinner.rate).toBeNull();
    expect(dinner.parts.map((part) => part.amount).sort()).toEqual([3333, 3333, 3334]);
    expect(dinner.parts.reduce((sum, part) => sum + part.amount, 0)).toBe(10000);
    expect(dinner.names[owner.uid]).toBe(owner.email.split("@")[0]);
    // The first expense made its currency the trip's, with no budget yet.
    expect(
      TripBudget.parse((await db.doc(`users/${owner.uid}/itineraries/${id}/costs/budget`).get()).data()),
    ).toMatchObject({
      currency: "EUR",
      amount: null,
    });

    await logExpense(editor, id, {
      amount: 3000,
      currency: "EUR",
      paid_by: editor.uid,
      split: {
        mode: "shares",
        shares: [
          { uid: editor.uid, shares: 2 },
          { uid: viewer.uid, shares: 1 },
        ],
      },
    });
    const byViewer = await logExpense(viewer, id, {
      amount: 1500,
      currency: "EUR",
      paid_by: viewer.uid,
      split: {
        mode: "exact",
        amounts: [
          { uid: owner.uid, amount: 1000 },
          { uid: viewer.uid, amount: 500 },
        ],
      },
    });
    expect(byViewer.created_by).toBe(viewer.uid);
    expect(await countExpenses(owner, id)).toBe(3);

    const body = {
      amount: 100,
      currency: "EUR",
      paid_by: stranger.uid,
      split: { mode: "equal", members: [stranger.uid] },
    };
    expect(await api("POST", `/add-trip-expense/${id}`, { user: stranger, body })).toMatchObject({
      status: 404,
      body: PLAN_NOT_FOUND,
    });

    // Removed, the editor finds the trip gone; their expense stays on it (it was paid).
    expect((await api("DELETE", `/remove-trip-member/${id}/${editor.uid}`, { user: owner })).status).toBe(200);
    const removed = {
      amount: 100,
      currency: "EUR",
      paid_by: editor.uid,
      split: { mode: "equal", members: [editor.uid] },
    };
    expect(await api("POST", `/add-trip-expense/${id}`, { user: editor, body: removed })).toMatchObject({
      status: 404,
      body: PLAN_NOT_FOUND,
    });
    expect(await api("GET", `/export-trip-expenses/${id}`, { user: editor })).toMatchObject({ status: 404 });
    // And nobody can put them on a new expense now.
    const named = await api("POST", `/add-trip-expense/${id}`, {
      user: owner,
      body: {
        amount: 100,
        currency: "EUR",
        paid_by: owner.uid,
        split: { mode: "equal", members: [owner.uid, editor.uid] },
      },
    });
    expect(named.status).toBe(400);
    expect(named.body.detail).toBe(`split.members: ${editor.uid} is not on this trip.`);
    expect(await countExpenses(owner, id)).toBe(3);
  });

  it("converts another currency at the rate the member enters, or at the dated table's, and asks for one the table lacks", async () => {
    const { owner, viewer, id } = await tripWithCompanions();
    const split = { mode: "equal", members: [owner.uid, viewer.uid] };
    await logExpense(owner, id, { amount: 2000, currency: "EUR", paid_by: owner.uid, split });

    const entered = await logExpense(viewer, id, {
      amount: 1000,
      currency: "GBP",
      rate: "1.2",
      paid_by: viewer.uid,
      split,
    });
    expect(entered).toMatchObject({ trip_amount: 1200, rate: { value: "1.2", source: "entered", date: null } });

    const table = await logExpense(viewer, id, { amount: 10000, currency: "JPY", paid_by: viewer.uid, split });
    expect(table.rate).toMatchObject({ source: "table", date: RATES_AS_OF });
    expect(table.trip_amount).toBeGreaterThan(5000);
    expect(table.trip_amount).toBeLessThan(7000);
    expect(table.parts.reduce((sum, part) => sum + part.amount, 0)).toBe(table.trip_amount);

    const count = await countExpenses(owner, id);
    const lacking = await api("POST", `/add-trip-expense/${id}`, {
      user: viewer,
      body: { amount: 1000, currency: "XCD", paid_by: viewer.uid, split },
    });
    expect(lacking.status).toBe(400);
    expect(lacking.body.detail).toMatch(/^rate: there is no stored rate from XCD to EUR/);
    const needless = await api("POST", `/add-trip-expense/${id}`, {
      user: viewer,
      body: { amount: 1000, currency: "EUR", rate: "1.1", paid_by: viewer.uid, split },
    });
    expect(needless.status).toBe(400);
    expect(needless.body.detail).toMatch(/^rate: only an expense in another currency/);
    expect(await countExpenses(owner, id)).toBe(count);
  });

  it("answers each bad field with a 400 that names it, and logs nothing", async () => {
    const { owner, viewer, stranger, id } = await tripWithCompanions();
    const valid = { amount: 1000, currency: "EUR", paid_by: owner.uid, split: { mode: "equal", members: [owner.uid] } };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...valid, amount: 12.5 }, /^amount: must be a whole number above zero/],
      [{ ...valid, amount: 0 }, /^amount: must be a whole number above zero/],
      [{ ...valid, amount: -100 }, /^amount: must be a whole number above zero/],
      [{ ...valid, amount: "1000" }, /^amount: must be a whole number above zero/],
      [{ ...valid, currency: "EURO" }, /^currency: must be an ISO 4217 currency code/],
      [{ ...valid, currency: "eur" }, /^currency: must be an ISO 4217 currency code/],
      [{ ...valid, paid_by: stranger.uid }, /^paid_by: is not a traveller on this trip\.$/],
      [
        { ...valid, split: { mode: "equal", members: [owner.uid, stranger.uid] } },
        /^split\.members: .* is not on this trip\.$/,
      ],
      [
        { ...valid, split: { mode: "shares", shares: [{ uid: stranger.uid, shares: 1 }] } },
        /^split\.shares: .* is not on this trip/,
      ],
      [{ ...valid, split: { mode: "equal", members: [] } }, /^split\.members: must name at least one traveller/],
      [{ ...valid, split: { mode: "thirds" } }, /^split\.mode: must say how it is shared/],
      [
        { ...valid, split: { mode: "shares", shares: [{ uid: owner.uid, shares: 0 }] } },
        /^split\.shares\.0\.shares: must be a whole number of shares/,
      ],
      [
        {
          ...valid,
          split: {
            mode: "exact",
            amounts: [
              { uid: owner.uid, amount: 600 },
              { uid: viewer.uid, amount: 300 },
            ],
          },
        },
        /^split\.amounts: must add up to the amount \(1000\), not 900$/,
      ],
      [
        { ...valid, split: { mode: "equal", members: [owner.uid, owner.uid] } },
        /^split\.members: names a traveller more than once/,
      ],
      [{ ...valid, note: "n".repeat(501) }, /^note: must be at most 500 characters/],
      [{ ...valid, day: 15 }, /^day: must be a day of the trip, 1 to 14/],
      [{ ...valid, stop_key: "two\nlines" }, /^stop_key: must be one line/],
      [{ ...valid, day: 3 }, /^day: the trip has no day 3; it has 2\.$/],
      [{ ...valid, stop_key: "louvre" }, /^stop_key: is not a stop of this trip\.$/],
      [{ ...valid, day: 1, stop_key: "fushimi inari taisha" }, /^stop_key: is not a stop of day 1\.$/],
      [{ ...valid, currency: "GBP", rate: "-1" }, /^rate: must be a number above zero/],
      [{ ...valid, currency: "GBP", rate: "0" }, /^rate: must be a number above zero/],
      [{ ...valid, tip: 5 }, /tip/],
    ];
    for (const [body, detail] of cases) {
      const response = await api("POST", `/add-trip-expense/${id}`, { user: viewer, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.detail, JSON.stringify(body)).toMatch(detail);
    }
    expect(await countExpenses(owner, id)).toBe(0);
    expect((await db.doc(`users/${owner.uid}/itineraries/${id}/costs/budget`).get()).exists).toBe(false);
  });

  it("lets the owner and editors set the budget in the trip's currency, and tells a viewer why not", async () => {
    const { owner, editor, viewer, stranger, id } = await tripWithCompanions();
    const set = await api("PUT", `/set-trip-budget/${id}`, { user: owner, body: { amount: 150000, currency: "JPY" } });
    expect(set.status).toBe(200);
    expect(TripBudget.parse(set.body)).toMatchObject({ amount: 150000, currency: "JPY" });
    const byEditor = await api("PUT", `/set-trip-budget/${id}`, {
      user: editor,
      body: { amount: 90000, currency: "EUR" },
    });
    expect(byEditor.body).toMatchObject({ amount: 90000, currency: "EUR" });

    const refused = await api("PUT", `/set-trip-budget/${id}`, { user: viewer, body: { amount: 1, currency: "EUR" } });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(
      "You can view this trip but not set its budget: ask its owner to make you an editor.",
    );
    expect(
      await api("PUT", `/set-trip-budget/${id}`, { user: stranger, body: { amount: 1, currency: "EUR" } }),
    ).toMatchObject({
      status: 404,
      body: PLAN_NOT_FOUND,
    });
    const bad = await api("PUT", `/set-trip-budget/${id}`, { user: owner, body: { amount: 1, currency: "ABC" } });
    expect(bad).toMatchObject({ status: 400, body: { detail: expect.stringMatching(/^currency: /) } });

    // Once expenses are logged in it, the trip's currency stays.
    await logExpense(viewer, id, {
      amount: 500,
      currency: "EUR",
      paid_by: viewer.uid,
      split: { mode: "equal", members: [viewer.uid] },
    });
    const change = await api("PUT", `/set-trip-budget/${id}`, { user: owner, body: { amount: 100, currency: "USD" } });
    expect(change.status).toBe(400);
    expect(change.body.detail).toMatch(/^currency: the trip's expenses are kept in EUR/);
    const budget = (await db.doc(`users/${owner.uid}/itineraries/${id}/costs/budget`).get()).data();
    expect(budget).toMatchObject({ amount: 90000, currency: "EUR" });
  });

  it("lets the author, the owner or an editor delete an expense, and no one else", async () => {
    const { owner, editor, viewer, stranger, id } = await tripWithCompanions();
    const split = { mode: "equal", members: [owner.uid, viewer.uid] };
    const ownersOwn = await logExpense(owner, id, { amount: 800, currency: "EUR", paid_by: owner.uid, split });
    const viewers = await logExpense(viewer, id, { amount: 400, currency: "EUR", paid_by: viewer.uid, split });
    const another = await logExpense(viewer, id, { amount: 200, currency: "EUR", paid_by: viewer.uid, split });

    const path = (expenseId: string) => `/delete-trip-expense/${id}/${expenseId}`;
    const refused = await api("DELETE", path(ownersOwn.id), { user: viewer });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toMatch(/^Only the traveller who logged this expense/);
    expect(await api("DELETE", path(ownersOwn.id), { user: stranger })).toMatchObject({
      status: 404,
      body: PLAN_NOT_FOUND,
    });
    expect(await countExpenses(owner, id)).toBe(3);

    expect(await api("DELETE", path(viewers.id), { user: viewer })).toMatchObject({
      status: 200,
      body: { itinerary_id: id, expense_id: viewers.id, deleted: true },
    });
    expect((await api("DELETE", path(another.id), { user: editor })).status).toBe(200);
    expect((await api("DELETE", path(ownersOwn.id), { user: owner })).status).toBe(200);
    expect(await countExpenses(owner, id)).toBe(0);
    const gone = await api("DELETE", path(ownersOwn.id), { user: owner });
    expect(gone).toMatchObject({
      status: 404,
      body: { detail: "This expense does not exist on the trip, or was deleted." },
    });
  });

  it("exports the expenses as CSV for any member, with traveller text escaped and never run as a formula", async () => {
    const { owner, viewer, stranger, id } = await tripWithCompanions();
    await api("PUT", `/set-trip-budget/${id}`, { user: owner, body: { amount: 250000, currency: "EUR" } });
    await logExpense(viewer, id, {
      amount: 4550,
      currency: "EUR",
      paid_by: viewer.uid,
      split: { mode: "equal", members: [owner.uid, viewer.uid] },
      note: '=HYPERLINK("http://evil.example","click"), and "quotes"\nsecond line',
      stop_key: "fushimi inari taisha",
      day: 2,
    });
    for (const user of [owner, viewer]) {
      const file = await api("GET", `/export-trip-expenses/${id}`, { user });
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(file.headers.get("content-disposition")).toBe(`attachment; filename="trip-expenses-${id}.csv"`);
      const text = String(file.body);
      const lines = text.split("\r\n");
      expect(lines[0]).toBe(
        "Logged at (UTC),Day,Stop,Paid by,Amount,Currency,Rate,Rate from,Amount in trip currency,Trip currency,Split,Parts,Note,Logged by",
      );
      expect(text).toContain(`,2,fushimi inari taisha,${viewer.email.split("@")[0]},45.50,EUR,,,45.50,EUR,equally,`);
      expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click""), and ""quotes""\nsecond line"`);
      expect(text).toContain("Budget,2500.00,EUR");
    }
    expect(await api("GET", `/export-trip-expenses/${id}`, { user: stranger })).toMatchObject({
      status: 404,
      body: PLAN_NOT_FOUND,
    });
  });

  it(`holds up to ${TRIP_EXPENSES_MAX} expenses, and deleting the trip deletes them and its budget`, async () => {
    const { owner, viewer, id } = await tripWithCompanions();
    const first = await logExpense(viewer, id, {
      amount: 100,
      currency: "EUR",
      paid_by: viewer.uid,
      split: { mode: "equal", members: [viewer.uid] },
    });
    const writer = db.bulkWriter();
    for (let i = 1; i < TRIP_EXPENSES_MAX; i++) {
      void writer.set(db.doc(`${expensesPath(owner, id)}/filler-${i}`), { ...first, id: `filler-${i}` });
    }
    await writer.close();
    const full = await api("POST", `/add-trip-expense/${id}`, {
      user: owner,
      body: { amount: 100, currency: "EUR", paid_by: owner.uid, split: { mode: "equal", members: [owner.uid] } },
    });
    expect(full).toMatchObject({
      status: 409,
      body: { detail: "This trip already has 1000 expenses, the most a trip can hold." },
    });
    expect(await countExpenses(owner, id)).toBe(TRIP_EXPENSES_MAX);

    expect((await api("DELETE", `/delete-itinerary/${id}`, { user: owner })).status).toBe(200);
    expect(await countExpenses(owner, id)).toBe(0);
    expect((await db.doc(`users/${owner.uid}/itineraries/${id}/costs/budget`).get()).exists).toBe(false);
  });
});
