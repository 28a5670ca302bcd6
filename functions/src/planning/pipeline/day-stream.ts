import type { DraftDay } from "@itinerary/contract";
import { log } from "../../logs.ts";

export interface Grounded {
  days: DraftDay[];
  notifications: string[];
}

export type GroundDays = (days: DraftDay[]) => Promise<Grounded>;

/**
 * Per-day progress for a draft: each day the generator reports is grounded and ordered at once, in
 * the background, and handed to `report` (a job writes it into its document), so the first day is
 * on screen long before the last one is planned. The whole plan is finished as before once the
 * generator is done; it reuses these groundings instead of looking the same stops up twice.
 */
export interface DayStream<D extends DraftDay = DraftDay> {
  /** For the generator's hooks: hears one day as the generator has it. Never blocks the generator. */
  onDay: (day: D) => void;
  /** Resolves once every day heard so far is grounded and reported. */
  settled: () => Promise<void>;
  /** The grounding of this exact day, if it was heard and grounded. */
  groundedFor: (day: D) => Grounded | undefined;
}

const keyOf = (day: DraftDay) => JSON.stringify(day);

/** `report` also gets the day as it was heard (a final day's stay and costs, which grounding does not carry). */
export function streamDays<D extends DraftDay = DraftDay>(
  ground: GroundDays,
  order: (days: DraftDay[]) => DraftDay[],
  report: (day: DraftDay, heard: D) => void | Promise<void>,
): DayStream<D> {
  const grounded = new Map<string, Grounded>();
  // One day at a time, in the order heard: reports stay in day order, and Places sees one day's
  // lookups at a time (grounding runs its own lookups in parallel).
  let chain: Promise<void> = Promise.resolve();
  return {
    onDay(day) {
      chain = chain.then(async () => {
        try {
          const result = await ground([day]);
          grounded.set(keyOf(day), result);
          const [ordered] = order(result.days);
          if (ordered) await report(ordered, day);
        } catch (error) {
          // The whole plan is grounded again at the end; a day that failed here is simply done then.
          log.warn("grounding a streamed day failed", { day: day.day, error: String(error) });
        }
      });
    },
    settled: () => chain,
    groundedFor: (day) => grounded.get(keyOf(day)),
  };
}

/**
 * Grounds a whole plan, reusing the days a stream already grounded exactly as they are now. Repeats
 * across days only show once all days are together, so the merged plan goes through `dedupe` (a
 * grounding pass without Places lookups).
 */
export async function groundReusing<D extends DraftDay>(
  days: D[],
  ground: GroundDays,
  dedupe: GroundDays,
  stream: DayStream<D> | null,
): Promise<Grounded> {
  if (!stream) return ground(days);
  const fresh = days.filter((day) => !stream.groundedFor(day));
  const groundedFresh = fresh.length ? await ground(fresh) : { days: [], notifications: [] };
  const freshByDay = new Map(groundedFresh.days.map((day) => [day.day, day]));
  const notifications: string[] = [];
  const merged = days.map((day) => {
    const reused = stream.groundedFor(day);
    if (!reused) return freshByDay.get(day.day) ?? { day: day.day, activities: [] };
    notifications.push(...reused.notifications);
    return reused.days[0] ?? { day: day.day, activities: [] };
  });
  const deduped = await dedupe(merged);
  return {
    days: deduped.days,
    notifications: [...notifications, ...groundedFresh.notifications, ...deduped.notifications],
  };
}
