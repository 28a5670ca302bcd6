import {
  DraftItinerary,
  PACE_RANGE,
  REVISION,
  StructuredPlan,
  type DraftDay,
  FinalDay,
  type OwnStay,
  type TripPreferences,
} from "@itinerary/contract";
import { unavailable, unprocessable } from "../../errors.ts";
import { untilAborted } from "../generators/abort.ts";
import { describeChanges, samePlan } from "./changes.ts";
import { groundReusing, streamDays, type DayStream } from "./day-stream.ts";
import { log } from "../../logs.ts";
import type { DraftResult, FinalResult, GeneratedDraft, PlanGenerator } from "../generators/generator.ts";
import { notices, renderNotices, type Notice } from "../model/notice.ts";
import type { PlacesBudget } from "../grounding/places-budget.ts";
import type { PlacesSettings } from "../grounding/places-client.ts";
import { withPhotoLinks, type PhotoSigner } from "../grounding/photo-links.ts";
import { emptiedDayNotices, groundPlan, orderDays } from "../grounding/post-process.ts";
import type { ResolvedTrip } from "../trip/resolved-trip.ts";
import { ownStayText, unplacedStayNote } from "../trip/own-stay.ts";
import { reviewPlan } from "../checks/plan-review.ts";
import { carryDeclined } from "./revision-declines.ts";
import { reconcileFinalDay, reconcileFromStays } from "../grounding/reconcile-final.ts";
import { createStayFinder } from "../grounding/stay-point.ts";
import type { LatLng } from "../geo/geo.ts";
import { wayBackText } from "../scheduling/way-back.ts";

/**
 * What every plan goes through between a generator and the traveller, whichever generator made it:
 * grounding (far, unlocated or unconfirmed places out, Places facts in), route order per day, and
 * for a final plan, times that fit opening hours. The endpoints add only metering around it.
 */
export interface PipelineContext {
  generator: PlanGenerator;
  /** The request's trip, resolved once at the edge against the generator's guide. */
  trip: ResolvedTrip;
  places: PlacesSettings | null;
  /** The one bound on this request's Places calls, across all its grounding passes. */
  budget: PlacesBudget;
  /** Signs the photo links a response shows; null when photos cannot be served (no Maps key or secret). */
  photos: PhotoSigner | null;
}

/** Where a plan is between the generator and the traveller, for a job's progress. */
export type PipelineStage = "checking-places" | "scheduling";

/**
 * What a caller (a plan job) may follow: each day as soon as it is grounded and ordered (a final
 * plan's days as the model writes them on the Gemini path, else once it is done), the stage, and one
 * deadline for the whole pipeline. Days are keyed by number: a later report of a day replaces it.
 */
export interface PipelineHooks {
  onDay?: (day: DraftDay | FinalDay) => void | Promise<void>;
  onStage?: (stage: PipelineStage) => void | Promise<void>;
  signal?: AbortSignal;
}

export const NOTHING_VERIFIABLE_DETAIL =
  "The planner could not produce any places we could verify for this trip. No tokens were charged; please try again.";

export function hasActivities(days: readonly DraftDay[]): boolean {
  return days.some((day) => day.activities.length > 0);
}

export async function draftTrip(
  preferences: TripPreferences,
  suggestion: string,
  context: PipelineContext,
  hooks: PipelineHooks = {},
): Promise<DraftResult> {
  return untilAborted(
    (async () => {
      const stream = dayStream(preferences, context, hooks);
      const drafted = await context.generator.draft(context.trip, preferences, suggestion, {
        signal: hooks.signal,
        onDay: stream?.onDay,
      });
      await stream?.settled();
      const finished = await finishDraft(drafted, preferences, context, hooks, stream);
      return { itinerary: finished.itinerary, notifications: renderNotices(finished.notices) };
    })(),
    hooks.signal,
  );
}

export async function reviseTrip(
  current: DraftDay[],
  suggestion: string,
  preferences: TripPreferences | undefined,
  context: PipelineContext,
  hooks: PipelineHooks = {},
): Promise<DraftResult> {
  return untilAborted(
    (async () => {
      const stream = dayStream(preferences, context, hooks);
      const answered = await context.generator.revise(context.trip, current, suggestion, preferences, {
        signal: hooks.signal,
        onDay: stream?.onDay,
      });
      // A generator that records what the traveller declined says so; any other answer is read for it here.
      const revised = context.generator.capabilities.reportsRevisions
        ? answered
        : { ...answered, itinerary: carryDeclined(current, answered.itinerary, suggestion) };
      await stream?.settled();
      const finished = await finishDraft(revised, preferences, context, hooks, stream);
      // Never charge for a revision that changes nothing: the error refunds the charge, and says why.
      if (samePlan(current, finished.itinerary)) throw unprocessable(unchangedDetail(revised.notices));
      return describeRevision(current, finished, context);
    })(),
    hooks.signal,
  );
}

/** Why a revision changed nothing: the generator's own explanation when it gave one, else its notes as reasons. */
function unchangedDetail(told: readonly Notice[]): string {
  const explained = told.find((notice) => notice.kind === "unchanged");
  if (explained) return explained.text;
  return REVISION.nothingChanged(renderNotices(told.filter((notice) => notice.kind !== "understood")).slice(0, 4));
}

function describeRevision(current: DraftDay[], finished: GeneratedDraft, context: PipelineContext): DraftResult {
  // One net list of what changed, from the plans themselves; a generator's step-by-step accounts of
  // places ("change") give way to it. A generator that reports its revisions keeps its other notes
  // (why a request was declined, what it understood); one that does not is only read for the list.
  const told = finished.notices.filter((notice) => notice.kind !== "change");
  const net = notices(describeChanges(current, finished.itinerary));
  const placesChanged = finished.notices.some((notice) => notice.kind === "change");
  const reported = context.generator.capabilities.reportsRevisions && !placesChanged ? told : [...net, ...told];
  return { itinerary: finished.itinerary, notifications: renderNotices(reported) };
}

export async function finalizeTrip(
  current: DraftDay[],
  preferences: TripPreferences,
  context: PipelineContext,
  hooks: PipelineHooks = {},
): Promise<FinalResult> {
  const result = await untilAborted(finalizeGrounded(current, preferences, context, hooks), hooks.signal);
  for (const day of result.structured_plan) {
    hooks.signal?.throwIfAborted();
    await hooks.onDay?.(day);
  }
  return result;
}

async function finalizeGrounded(
  current: DraftDay[],
  preferences: TripPreferences,
  context: PipelineContext,
  hooks: PipelineHooks,
): Promise<FinalResult> {
  const generation = { signal: hooks.signal };
  const trip = context.trip;
  const grounding = {
    trip,
    confirmPlaces: !context.generator.capabilities.curatedPlaces,
    places: context.places,
    budget: context.budget,
  };
  let result: Omit<FinalResult, "notifications"> & { notices: Notice[] };
  const stays = createStayFinder({ trip, places: context.places, budget: context.budget });
  if (context.generator.capabilities.timesFinalPlan) {
    // The offline planner schedules and prices its own plan: it must see the Places hours before it
    // assigns times, or a time could fall outside the hours shown beside it.
    const reviewed = reviewPlan(preferences, current, trip);
    await hooks.onStage?.("checking-places");
    const grounded = await groundPlan(reviewed.plan, grounding);
    if (!hasActivities(grounded.days)) throw unavailable(NOTHING_VERIFIABLE_DETAIL);
    await hooks.onStage?.("scheduling");
    // Each timed day is shown as the planner reports it (in the final day's shape, with photo links);
    // the finished plan, its notices reviewed, replaces them day for day.
    const onDay = hooks.onDay;
    const generated = await context.generator.finalize(trip, grounded.days, preferences, {
      ...generation,
      onDay: onDay
        ? async (day) => {
            const shown = FinalDay.safeParse(withPhotoLinks([day], context.photos)[0]);
            if (shown.success && !hooks.signal?.aborted) await onDay(shown.data);
          }
        : undefined,
    });
    const { notices: made, ...finalized } = generated;
    const told = [
      ...reviewed.notices,
      ...notices(grounded.notifications),
      ...notices(emptiedDayNotices(current, grounded.days)),
    ];
    result = { ...finalized, notices: [...told, ...made] };
  } else {
    // A model's final plan is grounded as it came, then re-timed from each day's stay and its costs
    // checked here. A job sees each day so treated as soon as the model has written it.
    const ground = groundFor(context);
    const onDay = hooks.onDay;
    const stream = onDay
      ? streamDays<FinalDay>(
          ground,
          (days) => days,
          async (grounded, heard) => {
            const day = await reconcileFinalDay(heard, grounded, preferences, stays, trip.entry);
            // Shown only in the shape the finished plan will have (the contract's final day).
            const shown = day && FinalDay.safeParse(withPhotoLinks([day], context.photos)[0]);
            if (shown?.success && !hooks.signal?.aborted) await onDay(shown.data);
          },
        )
      : null;
    const { notices: made, ...finalized } = await context.generator.finalize(trip, current, preferences, {
      ...generation,
      onDay: stream?.onDay,
    });
    await stream?.settled();
    await hooks.onStage?.("checking-places");
    const grounded = await groundReusing(
      finalized.structured_plan,
      ground,
      groundFor({ ...context, places: null }),
      stream,
    );
    if (!hasActivities(grounded.days)) throw unavailable(NOTHING_VERIFIABLE_DETAIL);
    await hooks.onStage?.("scheduling");
    // City stops on a day-trip day are moved before the plan is re-timed, which then fits them in.
    const reviewed = reviewPlan(preferences, grounded.days, trip);
    const byDay = new Map(finalized.structured_plan.map((day) => [day.day, day]));
    const told = [
      ...made,
      ...notices(grounded.notifications),
      ...notices(emptiedDayNotices(finalized.structured_plan, grounded.days)),
      ...reviewed.notices.filter((notice) => notice.kind !== "check"),
    ];
    const reconciled = await reconcileFromStays(
      {
        ...finalized,
        // Grounding keeps each activity whole (a final one with its times), though its type says Activity.
        structured_plan: reviewed.plan.map((day) => ({
          ...byDay.get(day.day)!,
          activities: day.activities as FinalDay["activities"],
        })),
        notifications: [],
      },
      preferences,
      stays,
      trip.entry,
    );
    // The re-timing adds its own notes (moves, the budget) after what the plan already told.
    result = {
      structured_plan: reconciled.structured_plan,
      summary_text: reconciled.summary_text,
      notices: [...told, ...notices(reconciled.notifications)],
    };
  }
  if (trip.ownStay) {
    const own = await stays.stayOf({ activities: [] });
    const point = stays.ownStayPlaced ? (own?.point ?? null) : null;
    const wayBack = point ? wayBackText(point, trip.ownStay.name, preferences, trip.transitName) : null;
    result = withOwnStay(result, trip.ownStay, point, wayBack, trip.destination);
  } else {
    // Only the traveller's own stay is put on the map: never a point or a way back a model wrote for a guess.
    result = {
      ...result,
      structured_plan: result.structured_plan.map(({ stay_location: _guess, return_leg: _back, ...day }) => day),
    };
  }
  // Whatever the timed plan still breaks (its first legs now from the stay) is said, never shown as fine.
  const verdict = reviewPlan(preferences, result.structured_plan, trip, { repair: false });
  const notifications = renderNotices([
    ...result.notices.filter((notice) => notice.kind !== "check"),
    ...verdict.notices,
  ]);
  // Image links are signed for this response from the place ids; whatever the client sent is dropped.
  return {
    ...result,
    notifications,
    structured_plan: StructuredPlan.parse(withPhotoLinks(result.structured_plan, context.photos)),
  };
}

/**
 * The traveller's own stay replaces every day's accommodation suggestion; where it was placed
 * (`point`) each day carries it for the map, and its way back there. A stay the app could not place
 * is kept as typed, and the notes say its legs start from the city's centre meanwhile.
 */
function withOwnStay<T extends { structured_plan: FinalDay[]; notices: Notice[] }>(
  result: T,
  stay: OwnStay,
  point: LatLng | null,
  wayBack: ((day: FinalDay) => string | null) | null,
  destination: string,
): T {
  const text = ownStayText(stay);
  const location = point ? { name: stay.name, latitude: point.lat, longitude: point.lng } : null;
  return {
    ...result,
    structured_plan: result.structured_plan.map((day) => {
      const leg = wayBack?.(day);
      return {
        ...day,
        accommodation_suggestion: text,
        ...(location ? { stay_location: location } : {}),
        ...(leg ? { return_leg: leg } : {}),
      };
    }),
    notices: point ? result.notices : [...result.notices, ...notices([unplacedStayNote(stay, destination)])],
  };
}

/**
 * Grounds a draft, orders each day, and checks it is still a usable itinerary. A model's draft that
 * lost places to grounding, leaving days below the pace, gets one request to fill them with other
 * places, which are grounded in turn; whatever still cannot be verified stays reported.
 */
async function finishDraft(
  result: GeneratedDraft,
  preferences: TripPreferences | undefined,
  context: PipelineContext,
  hooks: PipelineHooks,
  stream: DayStream | null,
): Promise<GeneratedDraft> {
  const ground = groundFor(context);
  await hooks.onStage?.("checking-places");
  let grounded = await groundReusing(result.itinerary, ground, groundFor({ ...context, places: null }), stream);
  let told: Notice[] = [...result.notices, ...notices(grounded.notifications)];

  const thin =
    preferences && !context.generator.capabilities.curatedPlaces
      ? daysShortOfPace(result.itinerary, grounded.days, preferences)
      : [];
  if (thin.length > 0 && preferences) {
    try {
      const refilled = await context.generator.revise(
        context.trip,
        grounded.days,
        refillRequest(thin, preferences),
        preferences,
        { signal: hooks.signal },
      );
      const regrounded = await ground(refilled.itinerary);
      if (countActivities(regrounded.days) > countActivities(grounded.days)) {
        grounded = regrounded;
        told = [...told, ...refilled.notices, ...notices(regrounded.notifications)];
      }
    } catch (error) {
      // The first draft is still a usable plan; the removals above already say what is missing.
      log.warn("refilling a draft after grounding failed", { error: String(error) });
    }
  }

  if (!hasActivities(grounded.days)) throw unavailable(NOTHING_VERIFIABLE_DETAIL);
  told.push(...notices(emptiedDayNotices(result.itinerary, grounded.days)));
  await hooks.onStage?.("scheduling");
  let days = grounded.days;
  const trip = context.trip;
  if (preferences) {
    const reviewed = reviewPlan(preferences, days, trip);
    days = reviewed.plan;
    told.push(...reviewed.notices.filter((notice) => notice.kind !== "check"));
  }
  const ordered = orderDays(days, orderContext(preferences, context.trip));
  // The ordered draft is what the traveller sees: what it still breaks is said.
  if (preferences) told.push(...reviewPlan(preferences, ordered, trip, { repair: false }).notices);
  return { itinerary: DraftItinerary.parse(withPhotoLinks(ordered, context.photos)), notices: told };
}

function groundFor(context: Pick<PipelineContext, "generator" | "trip" | "places" | "budget">) {
  return (days: DraftDay[]) =>
    groundPlan(days, {
      trip: context.trip,
      confirmPlaces: !context.generator.capabilities.curatedPlaces,
      places: context.places,
      budget: context.budget,
    });
}

function orderContext(preferences: TripPreferences | undefined, trip: ResolvedTrip) {
  return {
    transport: preferences?.transport ?? "Public",
    reducedMobility: (preferences?.mobilityNeeds ?? "").trim() !== "",
    base: trip.base,
  };
}

/** Per-day grounding only when someone follows the days (a job); the SPEC endpoints ground the plan once. */
function dayStream(
  preferences: TripPreferences | undefined,
  context: PipelineContext,
  hooks: PipelineHooks,
): DayStream | null {
  const onDay = hooks.onDay;
  if (!onDay) return null;
  const order = orderContext(preferences, context.trip);
  return streamDays(
    groundFor(context),
    (days) => orderDays(days, order),
    (day) => {
      // A day on screen shows its photos as the finished plan will.
      if (!hooks.signal?.aborted) return onDay(withPhotoLinks([day], context.photos)[0]!);
    },
  );
}

const countActivities = (days: readonly DraftDay[]) => days.reduce((sum, day) => sum + day.activities.length, 0);

/** Days that grounding left with fewer stops than the pace asks for, and how many each is missing. */
function daysShortOfPace(
  before: readonly DraftDay[],
  after: readonly DraftDay[],
  preferences: TripPreferences,
): { day: number; missing: number }[] {
  const { min } = PACE_RANGE[preferences.travelPace];
  return after
    .map((day) => {
      const had = before.find((d) => d.day === day.day)?.activities.length ?? 0;
      return { day: day.day, missing: had > day.activities.length ? min - day.activities.length : 0 };
    })
    .filter((day) => day.missing > 0);
}

function refillRequest(thin: readonly { day: number; missing: number }[], preferences: TripPreferences): string {
  const days = thin.map(({ day, missing }) => `day ${day}: add ${missing} more`).join("; ");
  return (
    `Some places could not be verified on the map and were removed. Fill the gaps with real, well-known places ` +
    `in or near ${preferences.destinationCity} that exist today, close to that day's other stops (${days}). ` +
    `Keep every other stop as it is.`
  );
}
