import { z } from "zod";
import { StructuredPlan, SummaryText } from "../itinerary.ts";
import { MAX_DAYS } from "../limits.ts";
import { TripPreferences } from "../preferences.ts";

/**
 * Travelling together: the owner of a saved trip invites companions by link, each with a role.
 * An editor changes the plan; a viewer reads it. The owner is not a member: the trip is theirs.
 */
export const TripRole = z.enum(["editor", "viewer"], { error: 'must be "editor" or "viewer"' });
export type TripRole = z.infer<typeof TripRole>;

/** What the caller is to a trip they can open. */
export const TripAccess = z.enum(["owner", "editor", "viewer"]);
export type TripAccess = z.infer<typeof TripAccess>;

/** How long an invite link opens the trip, unless revoked first. */
export const TRIP_INVITE_DAYS = 7;
/** A trip holds at most this many members besides its owner. */
export const TRIP_MEMBERS_MAX = 20;
/** The web route an invite link opens (the API path is /accept-trip-invite/{token}). */
export const TRIP_INVITE_ROUTE_PREFIX = "/join/";

/** POST /create-trip-invite/{itineraryId} (owner only). */
export const CreateTripInviteRequest = z.object({ role: TripRole }).strict();
export type CreateTripInviteRequest = z.infer<typeof CreateTripInviteRequest>;

export const CreateTripInviteResponse = z.object({
  token: z.string(),
  url: z.string(),
  role: TripRole,
  /** ISO 8601 timestamp. */
  expires_at: z.string(),
});
export type CreateTripInviteResponse = z.infer<typeof CreateTripInviteResponse>;

/** DELETE /create-trip-invite/{token} (owner only): the link opens nothing from now on. */
export const RevokeTripInviteResponse = z.object({ token: z.string(), revoked: z.literal(true) });
export type RevokeTripInviteResponse = z.infer<typeof RevokeTripInviteResponse>;

/** POST /accept-trip-invite/{token}: the signed-in caller joins the trip. */
export const AcceptTripInviteResponse = z.object({ itinerary_id: z.string(), role: TripAccess });
export type AcceptTripInviteResponse = z.infer<typeof AcceptTripInviteResponse>;

export const TripMember = z.object({ uid: z.string(), display_name: z.string(), role: TripAccess });
export type TripMember = z.infer<typeof TripMember>;

/** GET /get-trip-members/{itineraryId} (any member): the owner first, then members as they joined. */
export const GetTripMembersResponse = z.object({ members: z.array(TripMember) });
export type GetTripMembersResponse = z.infer<typeof GetTripMembersResponse>;

/** DELETE /remove-trip-member/{itineraryId}/{uid}. */
export const RemoveTripMemberResponse = z.object({
  itinerary_id: z.string(),
  uid: z.string(),
  removed: z.literal(true),
});
export type RemoveTripMemberResponse = z.infer<typeof RemoveTripMemberResponse>;

/**
 * users/{owner}/itineraries/{id}/live/state: what the owner and members listen to while the trip is
 * open (the plan itself is read through the API). Written by the server on every save.
 */
export const tripLivePath = (ownerUid: string, itineraryId: string) =>
  `users/${ownerUid}/itineraries/${itineraryId}/live/state`;

/** A paid plan action a companion may run on a shared trip: charged to them, named on their save. */
export const PaidPlanAction = z.enum(["regenerate", "finalize"]);
export type PaidPlanAction = z.infer<typeof PaidPlanAction>;

export const TripLiveState = z.object({
  /** Milliseconds since the epoch of the trip's last save. */
  saved_at_ms: z.number(),
  saved_by_uid: z.string(),
  saved_by_name: z.string(),
  /**
   * The trip as that save stored it (photo links aside: they are signed per reader), so an open page
   * shows a companion's change from the listener itself, without asking the API again.
   */
  plan: z.object({ preferences: TripPreferences, itinerary: StructuredPlan, summary_text: SummaryText }).optional(),
  /** That save was merged into an earlier one and wrote over these changes of `uid`'s (they are told). */
  overwrote: z.object({ uid: z.string(), changes: z.array(z.string()) }).optional(),
  /** The paid plan actions behind that save, each charged to the one who saved (`saved_by_name`). */
  ai_actions: z.array(PaidPlanAction).optional(),
});
export type TripLiveState = z.infer<typeof TripLiveState>;

/**
 * Presence: who else has the trip open, and on which day. Each open page says so every
 * PRESENCE_BEAT_MS through POST /trip-presence/{itineraryId}; one not heard of for PRESENCE_STALE_MS
 * has left. The server writes users/{owner}/itineraries/{id}/presence/{uid}; members read it live.
 */
export const PRESENCE_BEAT_MS = 20_000;
export const PRESENCE_STALE_MS = 60_000;

export const tripPresencePath = (ownerUid: string, itineraryId: string) =>
  `users/${ownerUid}/itineraries/${itineraryId}/presence`;

/**
 * POST /trip-presence/{itineraryId}: the caller has the trip open on `day` (null: on no day, the map or
 * the summary); `open: false` when they close it, and their entry goes.
 */
export const TripPresenceRequest = z
  .object({
    day: z
      .number({ error: "must be a day number or null" })
      .int({ error: "must be a whole day number" })
      .min(1, { error: "must be 1 or more" })
      .max(MAX_DAYS, { error: `must be at most ${MAX_DAYS}` })
      .nullable(),
    open: z.boolean({ error: "must be true or false" }).default(true),
  })
  .strict();
export type TripPresenceRequest = z.infer<typeof TripPresenceRequest>;

export const TripPresence = z.object({
  uid: z.string(),
  display_name: z.string(),
  /** The day in view; null while the page shows no day (the trip's form or summary). */
  day: z.number().nullable(),
  /** Milliseconds since the epoch of the page's last beat. */
  seen_at_ms: z.number(),
});
export type TripPresence = z.infer<typeof TripPresence>;

export const TripPresenceResponse = z.object({
  itinerary_id: z.string(),
  day: z.number().nullable(),
  open: z.boolean(),
});
export type TripPresenceResponse = z.infer<typeof TripPresenceResponse>;
