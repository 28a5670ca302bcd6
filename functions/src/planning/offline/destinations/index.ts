import type { Destination } from "../place.ts";
import { cairo } from "./cairo.ts";
import { hongKong } from "./hong-kong.ts";
import { lisbon } from "./lisbon.ts";
import { london } from "./london.ts";
import { marrakech } from "./marrakech.ts";
import { newYork } from "./new-york.ts";
import { paris } from "./paris.ts";
import { rome } from "./rome.ts";

/** Every destination the offline planner covers. Add a destination by importing its file here. */
export const DESTINATIONS: readonly Destination[] = [cairo, hongKong, lisbon, london, paris, rome, marrakech, newYork];
