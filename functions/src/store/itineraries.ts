import { randomBytes } from "node:crypto";
import {
  scrubControlCharacters,
  type PaidPlanAction,
  type SaveItineraryRequest,
  type SavedItinerary,
  type SharedItinerary,
} from "@itinerary/contract";
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentData,
  type QueryDocumentSnapshot,
} from "firebase-admin/firestore";
import { conflict } from "../errors.ts";
import { againIfClosed, firestore } from "./db.ts";
import { accountDeleted, assertAccountLiveInTransaction, deletionRef } from "./deletions.ts";
import { paths } from "./paths.ts";

/**
 * users/{uid}/itineraries/{id}: a traveller's saved plans. The owner is part of the path, so a plan
 * of someone else is simply not found: the same answer as an id that never existed.
 *
 * shares/{token}: one per shared plan ({uid, itinerary_id, created_at}); the plan keeps its token in
 * `share_token`, so revoking and deleting find the share without a query. Everything that hangs from
 * a plan is its share: deleteItinerary removes both in one transaction.
 */
interface ItineraryDoc {
  preferences: SavedItinerary["preferences"];
  itinerary: SavedItinerary["itinerary"];
  summary_text: string;
  saved_at: Timestamp;
  share_token?: string;
  /**
   * When the first Places facts the plan stores pass the terms' window (places-refresh/), null when it
   * stores none. Absent on plans saved before it, until the one-off backfill gives them one.
   */
  places_due_at?: Timestamp | null;
}

interface ShareDoc {
  uid: string;
  itinerary_id: string;
  created_at: Timestamp;
}

/** 256 random bits: a share link cannot be guessed or enumerated. */
export const SHARE_TOKEN_BYTES = 32;

export const itineraryRef = (uid: string, id: string) => firestore().doc(paths.itinerary(uid, id));
const membersOf = (uid: string, id: string) => firestore().collection(paths.tripMembers(uid, id));
const shareRef = (token: string) => firestore().doc(paths.share(token));

export function toSaved(id: string, data: DocumentData): SavedItinerary {
  const doc = data as ItineraryDoc;
  // A plan saved before the contract refused control characters still opens (and loads in the web,
  // which checks every answer against the contract).
  return {
    id,
    preferences: scrubControlCharacters(doc.preferences),
    itinerary: scrubControlCharacters(doc.itinerary),
    summary_text: scrubControlCharacters(doc.summary_text ?? "", true),
    saved_at: doc.saved_at.toDate().toISOString(),
  };
}

const dueField = (placesDueAt: Date | null) => (placesDueAt ? Timestamp.fromDate(placesDueAt) : null);

/** Saves a new plan under a server-made id. */
export async function createItinerary(
  uid: string,
  plan: SaveItineraryRequest,
  placesDueAt: Date | null,
): Promise<{ id: string; saved_at: string }> {
  const ref = firestore().collection(paths.itineraries(uid)).doc();
  // The server's clock, not serverTimestamp(): the answer carries saved_at without a second read,
  // and list cursors are exact to the millisecond.
  const savedAt = Timestamp.now();
  const content = contentOf(plan);
  await firestore().runTransaction(async (tx) => {
    await assertAccountLiveInTransaction(tx, uid);
    tx.create(ref, { ...content, saved_at: savedAt, created_at: savedAt, places_due_at: dueField(placesDueAt) });
    tx.set(firestore().doc(paths.tripVersion(uid, ref.id, savedAt.toMillis())), { ...content, saved_by_uid: uid });
  });
  return { id: ref.id, saved_at: savedAt.toDate().toISOString() };
}

/** What a save stores of the trip, and what its versions keep. */
export type TripContent = Pick<SaveItineraryRequest, "preferences" | "itinerary" | "summary_text">;

const contentOf = (plan: TripContent): TripContent => ({
  preferences: plan.preferences,
  itinerary: plan.itinerary,
  summary_text: plan.summary_text,
});

/** How many of a trip's last versions are kept to merge against: a companion's save from older ones overwrites. */
export const TRIP_VERSIONS_KEPT = 10;

/**
 * A save made from an older version than the trip's: merges `mine` into `current` against `base`, a
 * field both changed going to the saver's side or, for an edit older than the trip's last save, to theirs.
 */
export type MergeTrip = (
  base: TripContent,
  mine: TripContent,
  current: TripContent,
  options: { clashGoesTo: "mine" | "theirs" },
) => { content: TripContent; overwritten: string[]; kept: string[]; newerKept: string[] };

export interface SaveFrom {
  /** saved_at of the version the saver started from (ISO 8601). */
  baseSavedAt: string;
  merge: MergeTrip;
}

/** What a save did beyond storing the saver's plan: companions' changes it kept, and theirs it wrote over. */
export interface SaveMerge {
  overwritten: string[];
  kept: string[];
  /** An edit older than the trip's last save: fields both changed, where the companion's newer value was kept. */
  newer_kept?: string[];
}

/** How long an applied edit key is answered from its record: a TTL policy on `expires_at` removes it after. */
export const EDIT_KEY_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** users/{owner}/itineraries/{id}/editKeys/{edit_key}: one edit replayed from a device, and what its save answered. */
interface EditKeyDoc {
  saved_by_uid: string;
  saved_at: Timestamp;
  merged: SaveMerge | null;
  expires_at: Timestamp;
}

/** An edit key another traveller already applied to the trip: never answered with their save. */
export const EDIT_KEY_TAKEN =
  "edit_key: another traveller's change to this trip was already sent with this key; send yours with a new one.";

/** Who saved: their name goes on the change, with the paid plan actions (their own tokens) behind it. */
export interface SavedBy {
  uid: string;
  name: string;
  aiActions?: PaidPlanAction[];
}

/**
 * Replaces a plan's content under the same id and moves saved_at to now; null when the caller has no
 * such plan. A save made from an older version than the stored one (`from`: a companion saved in
 * between) is merged field by field against that version when it is still kept, so nobody's change to
 * another field is lost; without `from`, or when that version is gone, the save replaces the trip.
 * An edit made before the stored save (`plan.edited_at`, one queued offline) keeps the companion's value
 * of a field both changed. A save with an `edit_key` already applied to the trip writes nothing and is
 * answered as the first time (409 when someone else's save applied it).
 */
export async function replaceItinerary(
  uid: string,
  id: string,
  plan: SaveItineraryRequest,
  placesDueAt: Date | null,
  savedBy: SavedBy = { uid, name: "" },
  from?: SaveFrom,
): Promise<{ id: string; saved_at: string; merged?: SaveMerge } | null> {
  const ref = itineraryRef(uid, id);
  const liveRef = firestore().doc(paths.tripLive(uid, id));
  const versions = firestore().collection(paths.tripVersions(uid, id));
  const savedAt = Timestamp.now();
  const keyRef = plan.edit_key ? firestore().doc(paths.tripEditKey(uid, id, plan.edit_key)) : null;
  // An unknown id never creates a plan. The share link, if any, stays: it points at the plan, not at a copy.
  const result = await againIfClosed(() =>
    firestore().runTransaction(async (tx) => {
      const [tombstone, stored, live, applied] = await tx.getAll(
        deletionRef(uid),
        ref,
        liveRef,
        ...(keyRef ? [keyRef] : []),
      );
      if (tombstone!.exists) throw accountDeleted();
      if (!stored!.exists) return null;
      if (applied?.exists) {
        const first = applied.data() as EditKeyDoc;
        if (first.saved_by_uid !== savedBy.uid) throw conflict(EDIT_KEY_TAKEN);
        return { savedAt: first.saved_at, merged: first.merged ?? undefined };
      }
      const members = await tx.get(membersOf(uid, id));
      // Oldest first (ids sort by time; Firestore scans keys only ascending): the oldest go beyond the last ten.
      const kept = await tx.get(versions.orderBy(FieldPath.documentId()).select());
      let content = contentOf(plan);
      let merged: SaveMerge | undefined;
      const storedAt = (stored!.get("saved_at") as Timestamp).toMillis();
      const baseAt = from ? Date.parse(from.baseSavedAt) : NaN;
      if (from && Number.isFinite(baseAt) && baseAt !== storedAt) {
        const base = await tx.get(firestore().doc(paths.tripVersion(uid, id, baseAt)));
        if (base.exists) {
          // A companion saved after this edit was made (offline, sent only now): theirs is the newer change.
          const editedAt = plan.edited_at ? Date.parse(plan.edited_at) : NaN;
          const older = Number.isFinite(editedAt) && editedAt < storedAt;
          const result = from.merge(
            contentOf(base.data() as TripContent),
            content,
            contentOf(stored!.data() as TripContent),
            { clashGoesTo: older ? "theirs" : "mine" },
          );
          content = contentOf(result.content);
          merged = {
            overwritten: result.overwritten,
            kept: result.kept,
            ...(older ? { newer_kept: result.newerKept } : {}),
          };
        }
      }
      tx.update(ref, { ...content, saved_at: savedAt, places_due_at: dueField(placesDueAt) });
      const paid = savedBy.aiActions && savedBy.aiActions.length > 0 ? { ai_actions: savedBy.aiActions } : {};
      tx.set(firestore().doc(paths.tripVersion(uid, id, savedAt.toMillis())), {
        ...content,
        saved_by_uid: savedBy.uid,
        ...paid,
      });
      for (const old of kept.docs.slice(0, Math.max(0, kept.size - (TRIP_VERSIONS_KEPT - 1)))) tx.delete(old.ref);
      // Whoever has the trip open hears of the save (store/trip-members.ts; firestore.rules lets members read it),
      // and whoever saved last is told when this save wrote over a change of theirs.
      const previous = live!.exists ? (live!.get("saved_by_uid") as string | undefined) : undefined;
      const overwrote =
        merged && merged.overwritten.length > 0 && previous && previous !== savedBy.uid
          ? { overwrote: { uid: previous, changes: merged.overwritten.slice(0, MAX_TOLD) } }
          : {};
      tx.set(liveRef, {
        saved_at_ms: savedAt.toMillis(),
        saved_by_uid: savedBy.uid,
        saved_by_name: savedBy.name,
        plan: content,
        ...overwrote,
        ...paid,
      });
      // Each companion's list orders shared trips by when they last changed, as the owner's does.
      for (const member of members.docs)
        tx.update(firestore().doc(paths.membership(member.id, id)), { saved_at: savedAt });
      if (keyRef) {
        const record: EditKeyDoc = {
          saved_by_uid: savedBy.uid,
          saved_at: savedAt,
          merged: merged ?? null,
          expires_at: Timestamp.fromMillis(savedAt.toMillis() + EDIT_KEY_DAYS * DAY_MS),
        };
        tx.set(keyRef, record);
      }
      return { savedAt, merged };
    }),
  );
  if (!result) return null;
  const { savedAt: answeredAt, merged } = result;
  return { id, saved_at: answeredAt.toDate().toISOString(), ...(merged ? { merged } : {}) };
}

/** At most this many overwritten changes are named to the companion who made them. */
const MAX_TOLD = 10;

/**
 * Deletes a plan with everything that hangs from it, together: its share link, its companions (and
 * the entries that list the trip among theirs), its invite links, its kept versions and who has it
 * open; then its shared costs, comments, votes and the keys of edits replayed to it. False when the
 * caller has no such plan.
 */
export async function deleteItinerary(uid: string, id: string): Promise<boolean> {
  const ref = itineraryRef(uid, id);
  const deleted = await firestore().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return false;
    const members = await tx.get(membersOf(uid, id));
    const invites = await tx.get(invitesOf(uid, id));
    const versions = await tx.get(firestore().collection(paths.tripVersions(uid, id)).select());
    const present = await tx.get(firestore().collection(paths.tripPresence(uid, id)).select());
    const token = snapshot.get("share_token") as string | undefined;
    if (token) tx.delete(shareRef(token));
    for (const member of members.docs) {
      tx.delete(member.ref);
      tx.delete(firestore().doc(paths.membership(member.id, id)));
    }
    for (const invite of invites.docs) tx.delete(invite.ref);
    for (const version of versions.docs) tx.delete(version.ref);
    for (const page of present.docs) tx.delete(page.ref);
    tx.delete(firestore().doc(paths.tripLive(uid, id)));
    tx.delete(ref);
    return true;
  });
  // A trip's shared costs (up to 1,000 expenses), comments, votes and edit keys may be many, so they go after
  // the trip, not in its transaction: with the trip gone, no new one can be written (each write finds the
  // trip first), a second delete of the same id sweeps what is left, and account deletion's sweep of
  // users/{uid} takes whatever an interrupted delete left.
  await Promise.all(
    [
      paths.tripExpenses(uid, id),
      paths.tripCosts(uid, id),
      paths.tripComments(uid, id),
      paths.tripVotes(uid, id),
      paths.tripEditKeys(uid, id),
    ].map((path) => firestore().recursiveDelete(firestore().collection(path))),
  );
  return deleted;
}

/** A trip's invite links, found by its owner and id (two equality filters: single-field indexes serve them). */
export const invitesOf = (ownerUid: string, id: string) =>
  firestore().collection(paths.tripInvites()).where("owner_uid", "==", ownerUid).where("itinerary_id", "==", id);

/**
 * The plan's share token, made on first share; sharing again returns the same one. Null when the
 * caller has no such plan. The transaction makes two concurrent shares agree on one token.
 */
export async function ensureShareToken(uid: string, id: string): Promise<string | null> {
  const ref = itineraryRef(uid, id);
  return firestore().runTransaction(async (tx) => {
    const [tombstone, found] = await tx.getAll(deletionRef(uid), ref);
    if (tombstone!.exists) throw accountDeleted();
    const snapshot = found!;
    if (!snapshot.exists) return null;
    const existing = snapshot.get("share_token") as string | undefined;
    if (existing) return existing;
    const token = randomBytes(SHARE_TOKEN_BYTES).toString("base64url");
    const share: ShareDoc = { uid, itinerary_id: id, created_at: Timestamp.now() };
    tx.create(shareRef(token), share);
    tx.update(ref, { share_token: token });
    return token;
  });
}

/** Removes the plan's share link. Null when the caller has no such plan, else whether there was a link. */
export async function revokeShare(uid: string, id: string): Promise<boolean | null> {
  const ref = itineraryRef(uid, id);
  return firestore().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return null;
    const token = snapshot.get("share_token") as string | undefined;
    if (!token) return false;
    tx.delete(shareRef(token));
    tx.update(ref, { share_token: FieldValue.delete() });
    return true;
  });
}

/**
 * The plan a share token opens and where it is stored (for the server's own upkeep, never for the
 * response); null for an unknown or revoked token.
 */
export async function getSharedItineraryWithOwner(
  token: string,
): Promise<{ uid: string; id: string; plan: SharedItinerary } | null> {
  const share = (await shareRef(token).get()).data() as ShareDoc | undefined;
  if (!share) return null;
  const data = (await itineraryRef(share.uid, share.itinerary_id).get()).data();
  // The plan must still name this token: a share left behind by anything else opens nothing.
  if (!data || data.share_token !== token) return null;
  const { preferences, itinerary, summary_text, saved_at } = toSaved(share.itinerary_id, data);
  return { uid: share.uid, id: share.itinerary_id, plan: { preferences, itinerary, summary_text, saved_at } };
}

/** The plan a share token opens, without anything about its owner; null for an unknown or revoked token. */
export async function getSharedItinerary(token: string): Promise<SharedItinerary | null> {
  return (await getSharedItineraryWithOwner(token))?.plan ?? null;
}

/**
 * Stores a plan's refreshed Places content in place of what was read, only if the plan still holds
 * exactly what was read (a save in between wins) and without moving saved_at: the traveller did not
 * change it. False when it was not written.
 */
export async function storeRefreshedItinerary(
  uid: string,
  id: string,
  read: SavedItinerary["itinerary"],
  refreshed: SavedItinerary["itinerary"],
  placesDueAt: Date | null,
): Promise<boolean> {
  const ref = itineraryRef(uid, id);
  return firestore().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists || JSON.stringify(snapshot.get("itinerary")) !== JSON.stringify(read)) return false;
    tx.update(ref, { itinerary: refreshed, places_due_at: dueField(placesDueAt) });
    return true;
  });
}

/** A stored plan whose Places facts are due, and where it lives. */
export interface StoredPlan {
  uid: string;
  id: string;
  itinerary: SavedItinerary["itinerary"];
}

/** As stored (not tidied as toSaved tidies it), so storeRefreshedItinerary recognises it unchanged. */
const storedPlanOf = (doc: QueryDocumentSnapshot): StoredPlan => ({
  uid: doc.ref.parent.parent!.id,
  id: doc.id,
  itinerary: (doc.data() as ItineraryDoc).itinerary,
});

/** Every traveller's plans whose first stored Places facts were due before `now`, earliest first, `limit` at a time. */
export async function findPlansWithPlacesDue(now: Date, limit: number): Promise<StoredPlan[]> {
  const docs = await firestore()
    .collectionGroup(paths.itinerariesGroup)
    .where("places_due_at", "<", Timestamp.fromDate(now))
    .orderBy("places_due_at")
    .limit(limit)
    .get();
  return docs.docs.map(storedPlanOf);
}

/**
 * One page of the plans saved before places_due_at existed: users in id order after `afterUid`, each
 * with those of its plans that have no such field. Null when no user is left.
 */
export async function plansWithoutPlacesDue(
  afterUid: string | null,
  users: number,
): Promise<{ lastUid: string; plans: (StoredPlan & { read: Timestamp })[] } | null> {
  let query = firestore().collection(paths.users()).orderBy(FieldPath.documentId()).limit(users);
  if (afterUid) query = query.startAfter(afterUid);
  const page = (await query.get()).docs;
  if (page.length === 0) return null;
  const plans: (StoredPlan & { read: Timestamp })[] = [];
  for (const user of page) {
    const docs = (await firestore().collection(paths.itineraries(user.id)).get()).docs;
    for (const doc of docs)
      if (doc.get("places_due_at") === undefined) plans.push({ ...storedPlanOf(doc), read: doc.updateTime });
  }
  return { lastUid: page[page.length - 1]!.id, plans };
}

/**
 * Gives a plan saved before places_due_at its field, unless it changed since it was read (a save in
 * between wrote the field itself). False when it was not written.
 */
export async function setPlacesDue(plan: StoredPlan & { read: Timestamp }, placesDueAt: Date | null): Promise<boolean> {
  try {
    await itineraryRef(plan.uid, plan.id).update(
      { places_due_at: dueField(placesDueAt) },
      { lastUpdateTime: plan.read },
    );
    return true;
  } catch (error) {
    // FAILED_PRECONDITION (changed since) or NOT_FOUND (deleted since): nothing to do.
    if ([5, 9].includes((error as { code?: unknown }).code as number)) return false;
    throw error;
  }
}

/** Every plan of the caller (the data export), newest first. */
export async function listAllItineraries(uid: string): Promise<SavedItinerary[]> {
  const docs = (await firestore().collection(paths.itineraries(uid)).orderBy("saved_at", "desc").get()).docs;
  return docs.map((doc) => toSaved(doc.id, doc.data()));
}

/** Removes every share link of the caller's plans (account deletion); the plans go with the account. */
export async function deleteSharesOf(uid: string): Promise<number> {
  const shares = await firestore().collection(paths.shares()).where("uid", "==", uid).get();
  const writer = firestore().bulkWriter();
  for (const doc of shares.docs) void writer.delete(doc.ref);
  await writer.close();
  return shares.size;
}
