import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { firestore, TRANSACTION_ATTEMPTS } from "./db.ts";
import { paths } from "./paths.ts";

/**
 * placesPhotoBudget/{YYYY-MM-DD}/shards/{n}: `{count, updated_at}`, the Places photo fetches made that
 * UTC day by every instance together, in shards (the distributed-counter pattern): under a burst of
 * cache misses one document would take every instance's write and stall them all on its contention.
 * Each shard holds a fixed share of the budget and refuses past it, so the shards together can never
 * pass the budget, however many increments race; a full shard sends the take on to the next one. A
 * take that does not end in a fetched photo is given back, so the day counts only photos fetched.
 * Clients can neither read nor write it (rules deny everything not listed).
 */
export const utcDay = (nowMs: number) => new Date(nowMs).toISOString().slice(0, 10);

/** Shard n's share of `budget` over `shards` shards: the remainder goes one each to the first shards. */
export function shardCap(budget: number, shards: number, n: number): number {
  return Math.floor(budget / shards) + (n < budget % shards ? 1 : 0);
}

const shardRef = (day: string, n: number) => firestore().doc(paths.photoBudgetShard(day, n));

/** A taken fetch: give it back when no photo came of it. */
export interface PhotoFetchTicket {
  day: string;
  shard: number;
}

/**
 * Takes one fetch from today's budget, trying shards from a random one on: a ticket, null (nothing
 * counted) when every shard is full, or "busy" when a shard that might have had room stayed too
 * contended to answer (a burst far beyond what one moment should see; the caller asks again shortly,
 * never a 500). A shard with no share (a budget smaller than the shard count) is skipped.
 */
export async function takePhotoFetch(
  budget: number,
  shards: number,
  nowMs = Date.now(),
  random = Math.random,
): Promise<PhotoFetchTicket | null | "busy"> {
  const day = utcDay(nowMs);
  const first = Math.floor(random() * shards);
  let contended = false;
  for (let step = 0; step < shards; step++) {
    const shard = (first + step) % shards;
    const cap = shardCap(budget, shards, shard);
    if (cap === 0) continue;
    const ref = shardRef(day, shard);
    try {
      const taken = await firestore().runTransaction(
        async (tx) => {
          const count = ((await tx.get(ref)).get("count") as number | undefined) ?? 0;
          if (count >= cap) return false;
          tx.set(ref, { count: count + 1, updated_at: Timestamp.fromMillis(nowMs) });
          return true;
        },
        { maxAttempts: TRANSACTION_ATTEMPTS },
      );
      if (taken) return { day, shard };
    } catch {
      contended = true;
    }
  }
  return contended ? "busy" : null;
}

/** The fetch failed: its take goes back to its shard (a decrement never passes the budget). */
export async function givePhotoFetchBack(ticket: PhotoFetchTicket): Promise<void> {
  await shardRef(ticket.day, ticket.shard).update({ count: FieldValue.increment(-1) });
}

/** A day's count over all its shards, for tests and operators. */
export async function photoFetchesOn(nowMs = Date.now()): Promise<number> {
  const shards = await firestore()
    .collection(`${paths.photoBudgetDay(utcDay(nowMs))}/shards`)
    .get();
  return shards.docs.reduce((sum, doc) => sum + ((doc.get("count") as number | undefined) ?? 0), 0);
}
