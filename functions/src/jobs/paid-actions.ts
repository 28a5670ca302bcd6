import type { PaidPlanAction } from "@itinerary/contract";
import type { Timestamp } from "firebase-admin/firestore";
import { firestore } from "../store/db.ts";
import { ledgerEntryRef } from "../store/ledger.ts";
import { operationIdOf } from "./lifecycle.ts";

const PAID_ACTIONS: readonly string[] = ["regenerate", "finalize"] satisfies PaidPlanAction[];

/**
 * The paid plan actions a traveller ran before saving a trip, as their own ledger confirms them: each
 * job id must have a charge of theirs for a regenerate or finalize, taken after `sinceMs` and never
 * refunded. What cannot be confirmed (another traveller's job, a failed one, a generate, an old one
 * named again) is dropped: a save only ever names work its saver paid for. Each kind once, in the
 * order first run.
 */
export async function confirmPaidActions(uid: string, jobIds: string[], sinceMs: number): Promise<PaidPlanAction[]> {
  const ids = [...new Set(jobIds)];
  if (ids.length === 0) return [];
  const refs = ids.flatMap((id) => {
    const operation = operationIdOf("jobs", id);
    return [ledgerEntryRef(uid, `${operation}-charge`), ledgerEntryRef(uid, `${operation}-refund`)];
  });
  const entries = await firestore().getAll(...refs);
  const confirmed: { kind: PaidPlanAction; at: number }[] = [];
  for (let index = 0; index < entries.length; index += 2) {
    const [charge, refund] = [entries[index]!, entries[index + 1]!];
    if (!charge.exists || refund.exists) continue;
    const reason = charge.get("reason") as string;
    const at = (charge.get("createdAt") as Timestamp | undefined)?.toMillis() ?? 0;
    if (PAID_ACTIONS.includes(reason) && at > sinceMs) confirmed.push({ kind: reason as PaidPlanAction, at });
  }
  confirmed.sort((a, b) => a.at - b.at);
  return [...new Set(confirmed.map((action) => action.kind))];
}
