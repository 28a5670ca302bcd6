import { Timestamp } from "firebase-admin/firestore";
import { firestore } from "./db.ts";
import { paths } from "./paths.ts";

/**
 * groundedPlaces/{placeId}: `{grounded_at}`, every place id Google's Places API gave this server while
 * grounding a plan. A saved plan comes back from a client, which may have put any id in it; a photo
 * link is signed only for ids in this set, so a client cannot point our billed photo path at a place
 * of its choosing. Recorded server side rather than signed into the plan at grounding time: a signed
 * grounding would add a field to every activity of the shared contract that each client must carry
 * back untouched, while place ids are public facts, the same for every traveller, so one shared set
 * serves all plans (and the photo of a place one traveller's plan grounded is no secret from another).
 */
const GET_ALL_CHUNK = 300;

export async function recordGroundedPlaces(placeIds: Iterable<string>, nowMs = Date.now()): Promise<void> {
  const ids = [...new Set(placeIds)];
  if (ids.length === 0) return;
  for (let start = 0; start < ids.length; start += 500) {
    const batch = firestore().batch();
    for (const id of ids.slice(start, start + 500))
      batch.set(firestore().doc(paths.groundedPlace(id)), { grounded_at: Timestamp.fromMillis(nowMs) });
    await batch.commit();
  }
}

/** Which of these ids this server grounded. */
export async function groundedAmong(placeIds: Iterable<string>): Promise<Set<string>> {
  const ids = [...new Set(placeIds)];
  const grounded = new Set<string>();
  for (let start = 0; start < ids.length; start += GET_ALL_CHUNK) {
    const refs = ids.slice(start, start + GET_ALL_CHUNK).map((id) => firestore().doc(paths.groundedPlace(id)));
    for (const snapshot of await firestore().getAll(...refs)) if (snapshot.exists) grounded.add(snapshot.id);
  }
  return grounded;
}
