import { withFeeReviews } from "../fees/fee-reviews.ts";
import type { Destination } from "../place.ts";
import { amsterdam } from "./amsterdam.ts";
import { auckland } from "./auckland.ts";
import { bangkok } from "./bangkok.ts";
import { barcelona } from "./barcelona.ts";
import { berlin } from "./berlin.ts";
import { buenosAires } from "./buenos-aires.ts";
import { cairo } from "./cairo.ts";
import { capeTown } from "./cape-town.ts";
import { dubai } from "./dubai.ts";
import { hongKong } from "./hong-kong.ts";
import { istanbul } from "./istanbul.ts";
import { kyoto } from "./kyoto.ts";
import { lisbon } from "./lisbon.ts";
import { london } from "./london.ts";
import { marrakech } from "./marrakech.ts";
import { mexicoCity } from "./mexico-city.ts";
import { newYork } from "./new-york.ts";
import { paris } from "./paris.ts";
import { prague } from "./prague.ts";
import { rioDeJaneiro } from "./rio-de-janeiro.ts";
import { rome } from "./rome.ts";
import { sanFrancisco } from "./san-francisco.ts";
import { seoul } from "./seoul.ts";
import { singapore } from "./singapore.ts";
import { sydney } from "./sydney.ts";
import { tokyo } from "./tokyo.ts";
import { withTraits } from "./traits.ts";
import { vancouver } from "./vancouver.ts";

/** Every destination the offline planner covers. Add a destination by importing its file here. */
export const DESTINATIONS: readonly Destination[] = [
  barcelona,
  cairo,
  hongKong,
  lisbon,
  london,
  marrakech,
  paris,
  rome,
  newYork,
  sanFrancisco,
  capeTown,
  dubai,
  amsterdam,
  mexicoCity,
  prague,
  rioDeJaneiro,
  tokyo,
  berlin,
  buenosAires,
  istanbul,
  kyoto,
  sydney,
  auckland,
  seoul,
  vancouver,
  bangkok,
  singapore,
].map((destination) => withFeeReviews(withTraits(destination)));
