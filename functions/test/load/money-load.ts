/**
 * The money under load: travellers fire parallel generate requests (through Hosting and the
 * functions emulator, each with an Idempotency-Key and asked again when its answer was lost) while
 * Stripe delivers, and replays, each one's pack purchase through the real webhook handler (signed
 * events). Shared by the integration test (a
 * modest size) and `npm run bench` (the full size).
 *
 * Checked afterwards, per traveller:
 *  - overspend: the balance went below zero, or more generations succeeded than the tokens covered;
 *  - double credit: a purchase credited more than once (ledger entries or tokens);
 *  - ledger mismatch: the balance is not the sum of the ledger, or the successful generations are not
 *    the ledger's charges less its refunds.
 */
import "../functions-firestore.ts";
import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import request from "supertest";
import { resetConfig } from "../../src/config.ts";
import { stripeWebhook } from "../../src/endpoints/stripe-webhook.ts";
import { reserveTokens } from "../../src/tokens/balance.ts";
import { createTrip, daysFromToday } from "../data-generators.ts";
import { mount } from "../mount.ts";
import { sessionEvent } from "../stripe-events.ts";
import { api, db, signUpWithProfile, type TestUser } from "../support.ts";

export interface LoadOptions {
  users: number;
  generatesPerUser: number;
  /** Each purchase event is delivered this many times at once (Stripe retries and replays). */
  replays: number;
  /** Each traveller starts here (the 30 welcome tokens less a recorded charge), below what the generations need. */
  startBalance: number;
}

export interface LoadFigures {
  requests: number;
  generateRequests: number;
  generated: number;
  refused: number;
  otherStatuses: Record<string, number>;
  webhookDeliveries: number;
  webhookFailures: number;
  overspends: number;
  doubleCredits: number;
  ledgerMismatches: number;
  problems: string[];
  seconds: number;
}

const GENERATE_COST = 10;
const PACK = { key: "starter", tokens: 50 } as const;
const WELCOME = 30;
const SECRET = "whsec_load_test_secret";

/** How often a client that lost an answer (a gateway 5xx) or found its request still running asks again. */
const RETRIES = 6;
const RETRY_WAIT_MS = 3_000;

/**
 * A generate as a careful API client sends it: with an Idempotency-Key, and asked again with the same
 * key when the answer was lost on the way (a 5xx from the gateway, which may come after the function
 * charged and finished) or the first call is still running (409). The stored answer comes back, never
 * a second charge, so a lost answer cannot turn into tokens paid for nothing.
 */
async function generateAsAGoodClient(user: TestUser) {
  const key = randomUUID();
  const body = lisbon();
  let response = await api("POST", "/generate-itinerary", { user, body, headers: { "Idempotency-Key": key } });
  for (let attempt = 0; attempt < RETRIES && (response.status >= 500 || response.status === 409); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, RETRY_WAIT_MS));
    response = await api("POST", "/generate-itinerary", { user, body, headers: { "Idempotency-Key": key } });
  }
  return response;
}

const lisbon = () => ({
  ...createTrip({
    startDate: daysFromToday(30),
    numberOfDays: 1,
    totalBudget: 800,
    departureCity: "Porto",
    travelPace: "Chill",
    interests: ["Culture"],
  }),
  suggestion: "",
});

export async function runMoneyLoad(options: LoadOptions): Promise<LoadFigures> {
  process.env.STRIPE_WEBHOOK_SECRET = SECRET;
  resetConfig();
  const webhook = mount(stripeWebhook);
  const signer = new Stripe("sk_test_unused").webhooks;
  const deliver = (payload: string) =>
    request(webhook)
      .post("/")
      .set("Content-Type", "application/json")
      .set("Stripe-Signature", signer.generateTestHeaderString({ payload, secret: SECRET }))
      .send(payload);

  const users: TestUser[] = [];
  for (let i = 0; i < options.users; i++) users.push(await signUpWithProfile());
  // Down to the start balance through a real, recorded charge, so the ledger still explains it.
  for (const user of users)
    if (WELCOME > options.startBalance) await reserveTokens(user.uid, WELCOME - options.startBalance, "generate");

  const figures: LoadFigures = {
    requests: 0,
    generateRequests: 0,
    generated: 0,
    refused: 0,
    otherStatuses: {},
    webhookDeliveries: 0,
    webhookFailures: 0,
    overspends: 0,
    doubleCredits: 0,
    ledgerMismatches: 0,
    problems: [],
    seconds: 0,
  };
  const successes = new Map<string, number>(users.map((user) => [user.uid, 0]));
  const sessions = new Map<string, string>(
    users.map((user) => [user.uid, `cs_test_${randomUUID().replaceAll("-", "")}`]),
  );

  const started = performance.now();
  const generations = users.flatMap((user) =>
    Array.from({ length: options.generatesPerUser }, async () => {
      const response = await generateAsAGoodClient(user);
      figures.generateRequests += 1;
      if (response.status === 200) {
        figures.generated += 1;
        successes.set(user.uid, successes.get(user.uid)! + 1);
      } else if (response.status === 402) figures.refused += 1;
      else figures.otherStatuses[response.status] = (figures.otherStatuses[response.status] ?? 0) + 1;
    }),
  );
  const purchases = users.flatMap((user) => {
    const sessionId = sessions.get(user.uid)!;
    // The same event replayed, plus the other event type Stripe may send for the same session.
    const completed = JSON.stringify(sessionEvent(user.uid, { pack: PACK.key, sessionId }));
    const payloads = [
      ...Array.from({ length: options.replays }, () => completed),
      JSON.stringify(
        sessionEvent(user.uid, { pack: PACK.key, sessionId, type: "checkout.session.async_payment_succeeded" }),
      ),
    ];
    return payloads.map(async (payload) => {
      const response = await deliver(payload);
      figures.webhookDeliveries += 1;
      if (response.status !== 200) figures.webhookFailures += 1;
    });
  });
  await Promise.all([...generations, ...purchases]);
  figures.seconds = (performance.now() - started) / 1000;
  figures.requests = figures.generateRequests + figures.webhookDeliveries;

  for (const user of users) {
    const [profile, ledgerSnapshot] = await Promise.all([
      db.doc(`users/${user.uid}`).get(),
      db.collection(`users/${user.uid}/ledger`).get(),
    ]);
    const balance = profile.get("tokens") as number;
    const ledger = ledgerSnapshot.docs.map(
      (doc) => doc.data() as { delta: number; reason: string; balanceAfter: number },
    );
    const sum = ledger.reduce((total, entry) => total + entry.delta, 0);
    const purchased = ledger.filter((entry) => entry.reason === "purchase");
    const charges =
      ledger.filter((entry) => entry.reason === "generate").length - (WELCOME > options.startBalance ? 1 : 0);
    const refunds = ledger.filter((entry) => entry.reason === "refund").length;
    const won = successes.get(user.uid)!;
    const covered = Math.floor((options.startBalance + PACK.tokens) / GENERATE_COST);

    if (balance < 0 || ledger.some((entry) => entry.balanceAfter < 0) || won > covered) {
      figures.overspends += 1;
      figures.problems.push(`overspend for ${user.uid}: balance ${balance}, ${won} generations for ${covered} covered`);
    }
    if (purchased.length !== 1 || purchased[0]!.delta !== PACK.tokens) {
      figures.doubleCredits += purchased.length > 1 ? 1 : 0;
      figures.problems.push(
        `${user.uid}: ${purchased.length} purchase credits (${purchased.map((p) => p.delta).join(", ")})`,
      );
    }
    if (sum !== balance || charges - refunds !== won) {
      figures.ledgerMismatches += 1;
      figures.problems.push(
        `ledger mismatch for ${user.uid}: balance ${balance}, ledger sum ${sum}, ${charges} charges - ${refunds} refunds vs ${won} generations`,
      );
    }
  }
  return figures;
}

export function describeFigures(figures: LoadFigures): string {
  return (
    `${figures.requests} requests in ${figures.seconds.toFixed(1)} s (${figures.generateRequests} generate: ${figures.generated} done, ${figures.refused} refused 402` +
    `${Object.keys(figures.otherStatuses).length ? `, other ${JSON.stringify(figures.otherStatuses)}` : ""}; ${figures.webhookDeliveries} webhook deliveries, ${figures.webhookFailures} failed); ` +
    `overspends: ${figures.overspends}, double credits: ${figures.doubleCredits}, ledger mismatches: ${figures.ledgerMismatches}`
  );
}
