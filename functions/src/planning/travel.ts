import type { TransportMode } from "@itinerary/contract";

/** Streets are not straight lines: straight-line distance times this is the usual travel distance. */
export const DETOUR_FACTOR = 1.25;

/** Average door-to-door speeds in km/h; public transport includes waiting and changes. */
export const SPEED_KMH = { walk: 4.5, bike: 14, public: 18, drive: 25, intercity: 45 } as const;

export type LegMode = keyof typeof SPEED_KMH;

export interface Leg {
  mode: LegMode;
  /** Travel distance in km (straight line times the detour factor). */
  km: number;
  minutes: number;
  /** A short instruction for the traveller, e.g. "Walk 0.8 km" or "Metro or bus, about 4 km". */
  instruction: string;
}

export interface LegContext {
  /** The destination is a day trip out of town: intercity train, coach or car. */
  daytrip?: boolean;
  /** The traveller mentioned mobility needs: shorter walks. */
  reducedMobility?: boolean;
}

/** How a traveller using `transport` covers `straightKm`, and how long it takes. */
export function travelLeg(transport: TransportMode, straightKm: number, context: LegContext = {}): Leg {
  const km = straightKm * DETOUR_FACTOR;
  const walkLimit = context.reducedMobility ? 0.4 : transport === "Walk" ? 4 : 1;
  let mode: LegMode;
  if (context.daytrip) mode = transport === "Drive" || transport === "Taxi" ? "drive" : "intercity";
  else if (km <= walkLimit) mode = "walk";
  else if (transport === "Bike") mode = km <= 12 ? "bike" : "public";
  else if (transport === "Drive" || transport === "Taxi") mode = "drive";
  else if (transport === "Mixed") mode = km <= 1.5 && !context.reducedMobility ? "walk" : "public";
  else mode = "public";

  let minutes = (km / SPEED_KMH[mode]) * 60;
  if (mode === "drive") minutes += transport === "Drive" ? 5 : 3; // parking, or hailing a taxi
  minutes = Math.max(mode === "walk" ? 1 : 5, Math.round(minutes));
  return { mode, km, minutes, instruction: instructionFor(transport, mode, km, context.reducedMobility ?? false) };
}

function instructionFor(transport: TransportMode, mode: LegMode, km: number, reducedMobility: boolean): string {
  // Neighbours (a viewpoint inside the quarter it overlooks) would otherwise read "Walk 0.0 km".
  const distance = km < 0.05 ? "under 0.1" : km < 10 ? km.toFixed(1) : String(Math.round(km));
  switch (mode) {
    case "walk":
      return `Walk ${distance} km`;
    case "bike":
      return `Cycle ${distance} km`;
    case "public":
      // With mobility needs, say which rides suit them: a low-floor bus, a lift-served line, or a taxi.
      return reducedMobility ? `Taxi or step-free bus or metro, about ${distance} km` : `Metro or bus, about ${distance} km`;
    case "drive":
      return transport === "Taxi" ? `Taxi, about ${distance} km` : `Drive about ${distance} km`;
    case "intercity":
      return `Train or coach out of town, about ${distance} km each way`;
  }
}
