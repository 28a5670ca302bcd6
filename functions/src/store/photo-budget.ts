import { Timestamp } from "firebase-admin/firestore";
import { firestore } from "./db.ts";
import { paths } from "./paths.ts";

/**
 * placesPhotoBudget/{YYYY-MM-DD}: `{count, updated_at}`, the Places photo fetches made that UTC day by
 * every instance together. Per-instance limits cannot cap a bill when instances scale out; one
 * counter in a transaction can. Clients can neither read nor write it (rules deny everything not
 * listed).
 */
export const utcDay = (nowMs: number) => new Date(nowMs).toISOString().slice(0, 10);

/** Takes one fetch from today's budget; false (and nothing counted) when `limit` is already reached. */
export async function takePhotoFetch(limit: number, nowMs = Date.now()): Promise<boolean> {
  const ref = firestore().doc(paths.photoBudgetDay(utcDay(nowMs)));
  return firestore().runTransaction(async (tx) => {
    const count = ((await tx.get(ref)).get("count") as number | undefined) ?? 0;
    if (count >= limit) return false;
    tx.set(ref, { count: count + 1, updated_at: Timestamp.fromMillis(nowMs) });
    return true;
  });
}

/** Today's count, for tests and operators. */
export async function photoFetchesOn(nowMs = Date.now()): Promise<number> {
  return ((await firestore().doc(paths.photoBudgetDay(utcDay(nowMs))).get()).get("count") as number | undefined) ?? 0;
}
