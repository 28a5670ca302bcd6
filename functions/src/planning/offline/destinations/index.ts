import type { Destination } from "../place.ts";
import { cairo } from "./cairo.ts";
import { lisbon } from "./lisbon.ts";
import { paris } from "./paris.ts";

/** Every destination the offline planner covers. Add a destination by importing its file here. */
export const DESTINATIONS: readonly Destination[] = [cairo, lisbon, paris];
