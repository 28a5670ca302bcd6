import { Timestamp } from "firebase-admin/firestore";
import { firestore } from "./db.ts";
import { paths } from "./paths.ts";

/**
 * placesPhotoMisses/{placeId}-{index}: `{status, detail, until}`, a photo Google could not give us.
 * Shared by every instance, so one bad link cannot make each of them ask Google again; `until` is also
 * the field for a Firestore TTL policy on the collection.
 */
export interface PhotoMiss {
  status: number;
  detail: string;
  untilMs: number;
}

const refOf = (key: string) => firestore().doc(paths.photoMiss(key));

export async function recallPhotoMiss(key: string, nowMs: number): Promise<PhotoMiss | null> {
  const data = (await refOf(key).get()).data();
  if (!data || !(data.until instanceof Timestamp) || data.until.toMillis() <= nowMs) return null;
  return { status: Number(data.status), detail: String(data.detail), untilMs: data.until.toMillis() };
}

export async function rememberPhotoMiss(key: string, miss: PhotoMiss): Promise<void> {
  await refOf(key).set({ status: miss.status, detail: miss.detail, until: Timestamp.fromMillis(miss.untilMs) });
}
