import type { Destination } from "../place.ts";
import { lisbon } from "./lisbon.ts";

/** Every destination the offline planner covers. Add a destination by importing its file here. */
export const DESTINATIONS: readonly Destination[] = [lisbon];
