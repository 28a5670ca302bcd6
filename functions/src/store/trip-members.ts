import { randomBytes } from "node:crypto";
import {
  type SavedItinerary,
  TRIP_INVITE_DAYS,
  TRIP_MEMBERS_MAX,
  type TripAccess,
  type TripMember,
  type TripRole,
} from "@itinerary/contract";
import { FieldPath, Timestamp, type Query, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { conflict } from "../errors.ts";
import { firestore } from "./db.ts";
import { accountDeleted, deletionRef } from "./deletions.ts";
import { SHARE_TOKEN_BYTES, itineraryRef, toSaved } from "./itineraries.ts";
import { paths } from "./paths.ts";

/**
 * Travelling together. A saved trip stays where it is (users/{owner}/itineraries/{id}); its companions
 * are two records written together in one transaction:
 * - users/{owner}/itineraries/{id}/members/{uid}: who is on the trip, with their role (the trip's side);
 * - users/{uid}/memberships/{id}: which trips others shared with the traveller, naming the owner and
 *   mirroring the trip's saved_at, so their list pages as their own plans do (the member's side).
 * tripInvites/{token} is an invite link: 256 random bits, a role and an expiry; deleting it revokes it.
 */
interface MemberDoc {
  role: TripRole;
  display_name: string;
  joined_at: Timestamp;
}

interface MembershipDoc {
  owner_uid: string;
  owner_display_name: string;
  role: TripRole;
  joined_at: Timestamp;
  saved_at: Timestamp;
}

interface InviteDoc {
  owner_uid: string;
  owner_display_name: string;
  itinerary_id: string;
  role: TripRole;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** A trip the caller can open: where it is stored and what the caller is to it. */
export interface TripHandle {
  /** Who asked. */
  callerUid: string;
  ownerUid: string;
  id: string;
  access: TripAccess;
}

const memberRef = (ownerUid: string, id: string, uid: string) => firestore().doc(paths.tripMember(ownerUid, id, uid));
const membershipRef = (uid: string, id: string) => firestore().doc(paths.membership(uid, id));
const inviteRef = (token: string) => firestore().doc(paths.tripInvite(token));

/** Roles in order of what they allow: joining again never takes a right away. */
const RANK: Record<TripRole, number> = { viewer: 0, editor: 1 };

/** The caller's own trip, or one they are a member of; null for anything else (a stranger sees no difference). */
export async function tripAccess(uid: string, id: string): Promise<TripHandle | null> {
  const [own, membership] = await firestore().getAll(itineraryRef(uid, id), membershipRef(uid, id));
  if (own!.exists) return { callerUid: uid, ownerUid: uid, id, access: "owner" };
  const entry = membership!.data() as MembershipDoc | undefined;
  if (!entry) return null;
  // The trip's side decides: a removal deletes both records, but a half-finished account deletion may not.
  const member = (await memberRef(entry.owner_uid, id, uid).get()).data() as MemberDoc | undefined;
  return member ? { callerUid: uid, ownerUid: entry.owner_uid, id, access: member.role } : null;
}

/** The trip as its caller sees it: the plan, their role, and whose trip it is when it is not theirs. */
export async function readTrip(handle: TripHandle): Promise<SavedItinerary | null> {
  const [stored, membership] = await firestore().getAll(
    itineraryRef(handle.ownerUid, handle.id),
    // A member's own membership names the owner (an owner has none).
    membershipRef(handle.callerUid, handle.id),
  );
  const data = stored!.data();
  if (!data) return null;
  const entry = membership!.data() as MembershipDoc | undefined;
  return withRole(
    toSaved(handle.id, data),
    handle.access,
    entry && { uid: handle.ownerUid, name: entry.owner_display_name },
  );
}

function withRole(plan: SavedItinerary, access: TripAccess, owner?: { uid: string; name: string }): SavedItinerary {
  return access === "owner" || !owner
    ? { ...plan, role: access }
    : { ...plan, role: access, owner_display_name: owner.name, owner_uid: owner.uid };
}

/** Makes an invite link for the owner's trip; null when the caller has no such trip. */
export async function createInvite(
  ownerUid: string,
  ownerName: string,
  id: string,
  role: TripRole,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date } | null> {
  const token = randomBytes(SHARE_TOKEN_BYTES).toString("base64url");
  const expiresAt = new Date(now.getTime() + TRIP_INVITE_DAYS * 24 * 3600 * 1000);
  const made = await firestore().runTransaction(async (tx) => {
    const [tombstone, trip] = await tx.getAll(deletionRef(ownerUid), itineraryRef(ownerUid, id));
    if (tombstone!.exists) throw accountDeleted();
    if (!trip!.exists) return false;
    const invite: InviteDoc = {
      owner_uid: ownerUid,
      owner_display_name: ownerName,
      itinerary_id: id,
      role,
      created_at: Timestamp.fromDate(now),
      expires_at: Timestamp.fromDate(expiresAt),
    };
    tx.create(inviteRef(token), invite);
    return true;
  });
  return made ? { token, expiresAt } : null;
}

/** Revokes an invite link of the caller's; false when the caller made no such link (or it is gone). */
export async function revokeInvite(ownerUid: string, token: string): Promise<boolean> {
  return firestore().runTransaction(async (tx) => {
    const invite = (await tx.get(inviteRef(token))).data() as InviteDoc | undefined;
    if (!invite || invite.owner_uid !== ownerUid) return false;
    tx.delete(inviteRef(token));
    return true;
  });
}

export const TRIP_FULL_DETAIL = `This trip already has ${TRIP_MEMBERS_MAX} companions, the most a trip can have.`;

/**
 * Joins the caller to the trip an invite opens. Null for a link that opens nothing: unknown, revoked,
 * expired, or its trip deleted. The owner opening their own link stays the owner; a member joining
 * again keeps the better of the two roles.
 */
export async function acceptInvite(
  uid: string,
  displayName: string,
  token: string,
  now = new Date(),
): Promise<{ id: string; access: TripAccess } | null> {
  return firestore().runTransaction(async (tx) => {
    const invite = (await tx.get(inviteRef(token))).data() as InviteDoc | undefined;
    if (!invite || invite.expires_at.toMillis() <= now.getTime()) return null;
    const { owner_uid: ownerUid, itinerary_id: id } = invite;
    const [tombstone, ownerTombstone, trip, existing] = await tx.getAll(
      deletionRef(uid),
      deletionRef(ownerUid),
      itineraryRef(ownerUid, id),
      memberRef(ownerUid, id, uid),
    );
    if (tombstone!.exists) throw accountDeleted();
    if (ownerTombstone!.exists || !trip!.exists) return null;
    if (ownerUid === uid) return { id, access: "owner" as const };
    const current = existing!.data() as MemberDoc | undefined;
    if (!current) {
      const count = (await tx.get(firestore().collection(paths.tripMembers(ownerUid, id)).count())).data().count;
      if (count >= TRIP_MEMBERS_MAX) throw conflict(TRIP_FULL_DETAIL);
    }
    const role = current && RANK[current.role] >= RANK[invite.role] ? current.role : invite.role;
    const joinedAt = current?.joined_at ?? Timestamp.fromDate(now);
    const member: MemberDoc = { role, display_name: displayName, joined_at: joinedAt };
    const membership: MembershipDoc = {
      owner_uid: ownerUid,
      owner_display_name: invite.owner_display_name,
      role,
      joined_at: joinedAt,
      saved_at: trip!.get("saved_at") as Timestamp,
    };
    tx.set(memberRef(ownerUid, id, uid), member);
    tx.set(membershipRef(uid, id), membership);
    return { id, access: role };
  });
}

/** The trip's people: its owner first, then its members in the order they joined. */
export async function listMembers(handle: TripHandle, ownerName: string): Promise<TripMember[]> {
  const docs = await firestore().collection(paths.tripMembers(handle.ownerUid, handle.id)).orderBy("joined_at").get();
  return [
    { uid: handle.ownerUid, display_name: ownerName, role: "owner" as const },
    ...docs.docs.map((doc) => {
      const member = doc.data() as MemberDoc;
      return { uid: doc.id, display_name: member.display_name, role: member.role };
    }),
  ];
}

/** Removes a member from the owner's trip (both records); false when they were not on it. */
export async function removeMember(ownerUid: string, id: string, uid: string): Promise<boolean> {
  return firestore().runTransaction(async (tx) => {
    const member = await tx.get(memberRef(ownerUid, id, uid));
    if (!member.exists) return false;
    tx.delete(member.ref);
    tx.delete(membershipRef(uid, id));
    tx.delete(firestore().doc(paths.tripPresenceOf(ownerUid, id, uid)));
    // Touching the trip's live record makes Firestore check every open listener's rules again: the
    // removed member's page learns at once that the trip is closed to them.
    tx.set(firestore().doc(paths.tripLive(ownerUid, id)), { members_changed_at_ms: Date.now() }, { merge: true });
    return true;
  });
}

/** The name the owner's invites carry, when the trip's people are listed. */
export async function ownerNameOf(handle: TripHandle, fallback: string): Promise<string> {
  if (handle.access !== "owner") {
    const entry = (await membershipRef(handle.callerUid, handle.id).get()).data() as MembershipDoc | undefined;
    if (entry) return entry.owner_display_name;
  }
  return fallback;
}

/** Where a page of trips starts: saved_at (ms) and id, which together order every trip. */
const cursorOf = (savedAt: Timestamp, id: string) => `${savedAt.toMillis()}.${id}`;

function page(query: Query, limit: number, cursor?: string): Query {
  let ordered = query
    .orderBy("saved_at", "desc")
    .orderBy(FieldPath.documentId(), "desc")
    .limit(limit + 1);
  if (cursor) {
    const dot = cursor.indexOf(".");
    ordered = ordered.startAfter(Timestamp.fromMillis(Number(cursor.slice(0, dot))), cursor.slice(dot + 1));
  }
  return ordered;
}

interface Listed {
  savedAt: Timestamp;
  id: string;
  load: () => { plan: SavedItinerary; ownerUid: string } | null;
}

/**
 * The caller's trips, their own and those shared with them, newest first, `limit` at a time. Both
 * lists are ordered by (saved_at, id), so one cursor continues both: the next page starts after the
 * last trip shown, whichever list it came from.
 */
export async function listTrips(
  uid: string,
  limit: number,
  cursor?: string,
): Promise<{ items: { plan: SavedItinerary; ownerUid: string }[]; nextCursor: string | null }> {
  const [own, shared] = await Promise.all([
    page(firestore().collection(paths.itineraries(uid)), limit, cursor).get(),
    page(firestore().collection(paths.memberships(uid)), limit, cursor).get(),
  ]);
  const entries = shared.docs.map((doc) => ({ id: doc.id, entry: doc.data() as MembershipDoc }));
  const trips = entries.length
    ? await firestore().getAll(...entries.map(({ id, entry }) => itineraryRef(entry.owner_uid, id)))
    : [];
  const listed: Listed[] = [
    ...own.docs.map((doc: QueryDocumentSnapshot) => ({
      savedAt: doc.get("saved_at") as Timestamp,
      id: doc.id,
      load: () => ({ plan: withRole(toSaved(doc.id, doc.data()), "owner"), ownerUid: uid }),
    })),
    ...entries.map(({ id, entry }, index) => ({
      savedAt: entry.saved_at,
      id,
      load: () => {
        const data = trips[index]!.data();
        const owner = { uid: entry.owner_uid, name: entry.owner_display_name };
        const plan = data && withRole(toSaved(id, data), entry.role, owner);
        return plan ? { plan, ownerUid: entry.owner_uid } : null;
      },
    })),
  ].sort((a, b) => b.savedAt.toMillis() - a.savedAt.toMillis() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  const shown = listed.slice(0, limit);
  const last = shown[shown.length - 1];
  return {
    // A membership whose trip was deleted a moment ago is left out rather than shown empty.
    items: shown.map((item) => item.load()).filter((item) => item !== null),
    nextCursor: listed.length > limit && last ? cursorOf(last.savedAt, last.id) : null,
  };
}

/**
 * Says the caller has the trip open on `day` (null: on none), or closed it (`open` false: their entry
 * goes). Read by the trip's members live (firestore.rules); a page that stops saying so is left out
 * after PRESENCE_STALE_MS.
 */
export async function setPresence(handle: TripHandle, name: string, day: number | null, open: boolean): Promise<void> {
  const ref = firestore().doc(paths.tripPresenceOf(handle.ownerUid, handle.id, handle.callerUid));
  if (!open) {
    await ref.delete();
    return;
  }
  // An owner alone on the trip has nobody to tell: one read instead of a write every beat. Their next
  // beat after a companion joins lists them.
  if (handle.access === "owner") {
    const companions = await firestore().collection(paths.tripMembers(handle.ownerUid, handle.id)).limit(1).get();
    if (companions.empty) return;
  }
  await ref.set({ uid: handle.callerUid, display_name: name, day, seen_at_ms: Date.now() });
}

/**
 * Account deletion: takes the account off every trip it joined, and takes every companion and invite
 * off the trips it owns (the trips themselves go with the account). Each step can run again.
 */
export async function leaveAllTrips(uid: string): Promise<{ left: number; companions: number }> {
  const writer = firestore().bulkWriter();
  const memberships = await firestore().collection(paths.memberships(uid)).get();
  for (const doc of memberships.docs) {
    const entry = doc.data() as MembershipDoc;
    void writer.delete(memberRef(entry.owner_uid, doc.id, uid));
    void writer.delete(firestore().doc(paths.tripPresenceOf(entry.owner_uid, doc.id, uid)));
    void writer.delete(doc.ref);
  }
  let companions = 0;
  const owned = await firestore().collection(paths.itineraries(uid)).select().get();
  for (const trip of owned.docs) {
    const members = await firestore().collection(paths.tripMembers(uid, trip.id)).get();
    for (const member of members.docs) {
      companions += 1;
      void writer.delete(membershipRef(member.id, trip.id));
      void writer.delete(member.ref);
    }
  }
  const invites = await firestore().collection(paths.tripInvites()).where("owner_uid", "==", uid).get();
  for (const invite of invites.docs) void writer.delete(invite.ref);
  await writer.close();
  return { left: memberships.size, companions };
}
