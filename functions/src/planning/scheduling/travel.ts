import type { TransportMode } from "@itinerary/contract";
import { dayTripMinutes, formatDuration } from "../guide/daytrip-travel.ts";

/** Streets are not straight lines: straight-line distance times this is the usual travel distance. */
export const DETOUR_FACTOR = 1.25;

/** Average door-to-door speeds in km/h; public transport includes waiting and changes. */
export const SPEED_KMH = { walk: 4.5, bike: 14, public: 18, drive: 25, ferry: 12, intercity: 45 } as const;
/** A leg this long (street distance) is walked on public transport too: the stop and the wait take as long. */
export const SHORT_HOP_KM = 1.6;
/** Walking to a stop, waiting and walking from the stop: no ride takes less. */
const PUBLIC_MIN_MINUTES = 10;
/** Getting to the pier and waiting for a boat. */
const FERRY_WAIT_MINUTES = 20;

export type LegMode = keyof typeof SPEED_KMH;

export interface Leg {
  mode: LegMode;
  /** Travel distance in km (straight line times the detour factor). */
  km: number;
  minutes: number;
  /** A short instruction for the traveller, e.g. "Walk 0.8 km (10 min)" or "Subway or bus, about 4 km (15 min)". */
  instruction: string;
}

/** What a city's public transport is called; unknown cities get the neutral "Public transport". */
export const DEFAULT_TRANSIT_NAME = "Public transport";

export interface LegContext {
  /** The destination is a day trip out of town: intercity train, coach or car. */
  daytrip?: boolean;
  /** The day trip's name, for its known journey time. */
  placeName?: string;
  /** The traveller mentioned mobility needs: shorter walks. */
  reducedMobility?: boolean;
  /** The city's own transit ("Subway or bus", "Bus or taxi"); DEFAULT_TRANSIT_NAME without it. */
  transitName?: string;
  /** The stop is reached by boat (an island): the leg is a ferry whatever the transport mode. */
  ferry?: boolean;
}

/** How a traveller using `transport` covers `straightKm`, and how long it takes. */
export function travelLeg(transport: TransportMode, straightKm: number, context: LegContext = {}): Leg {
  const km = straightKm * DETOUR_FACTOR;
  if (context.daytrip) {
    const mode: LegMode = transport === "Drive" || transport === "Taxi" ? "drive" : "intercity";
    const minutes = dayTripMinutes(transport, straightKm, context.placeName);
    const how = mode === "drive" ? (transport === "Taxi" ? "Taxi or hired car" : "Drive") : "Train or coach";
    return {
      mode,
      km,
      minutes,
      instruction: `${how} out of town, about ${roundKm(km)} km, ${formatDuration(minutes)} each way`,
    };
  }
  if (context.ferry) {
    const minutes = Math.max(10, Math.round(FERRY_WAIT_MINUTES + (km / SPEED_KMH.ferry) * 60));
    return {
      mode: "ferry",
      km,
      minutes,
      instruction: `Ferry, about ${roundKm(km)} km (${formatDuration(minutes)} with the wait)`,
    };
  }
  const walkLimit = context.reducedMobility ? 0.4 : transport === "Walk" ? 4 : 1;
  let mode: LegMode;
  if (km <= walkLimit) mode = "walk";
  else if (transport === "Bike") mode = km <= 12 ? "bike" : "public";
  else if (transport === "Drive" || transport === "Taxi") mode = "drive";
  // A hop a local would walk is a walk: by the time one has reached a stop and waited, one is there.
  else mode = km <= SHORT_HOP_KM && !context.reducedMobility ? "walk" : "public";

  let minutes = (km / SPEED_KMH[mode]) * 60;
  if (mode === "drive") minutes += transport === "Drive" ? 5 : 3; // parking, or hailing a taxi
  minutes = Math.max(mode === "walk" ? 1 : mode === "public" ? PUBLIC_MIN_MINUTES : 5, Math.round(minutes));
  const transitName = context.transitName ?? DEFAULT_TRANSIT_NAME;
  // Written only when read: the scheduler times thousands of candidate legs and shows a few.
  return {
    mode,
    km,
    minutes,
    get instruction() {
      return instructionFor(transport, mode as LegMode, km, minutes, transitName, context.reducedMobility ?? false);
    },
  };
}

function roundKm(km: number): string {
  // Neighbours (a viewpoint inside the quarter it overlooks) would otherwise read "Walk 0.0 km".
  return km < 0.05 ? "under 0.1" : km < 10 ? km.toFixed(1) : String(Math.round(km));
}

function instructionFor(
  transport: TransportMode,
  mode: LegMode,
  km: number,
  minutes: number,
  transitName: string,
  reducedMobility: boolean,
): string {
  const distance = roundKm(km);
  const time = formatDuration(minutes).replace(/^about /, "");
  switch (mode) {
    case "walk":
      return `Walk ${distance} km (${time})`;
    case "bike":
      return `Cycle ${distance} km (${time})`;
    case "public":
      // With mobility needs, say which rides suit them: a taxi, or a step-free (low-floor, lift-served) ride.
      return reducedMobility
        ? `Taxi or step-free ${transitName.toLowerCase()}, about ${distance} km (${time})`
        : `${transitName}, about ${distance} km (${time})`;
    case "drive":
      return transport === "Taxi" ? `Taxi, about ${distance} km (${time})` : `Drive about ${distance} km (${time})`;
    default:
      return `${transitName}, about ${distance} km (${time})`;
  }
}
