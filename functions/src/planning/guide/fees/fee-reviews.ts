import { entryFeeText } from "../../model/costs.ts";
import type { Destination, Place } from "../place.ts";
import { formatLocal, toUsd } from "./rates.ts";
import { FEE_REVIEWS, type FeeReview } from "./reviews.ts";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "menafn.com news report, May 2024": where and when the fee was checked. */
export function feeSourceText(review: FeeReview): string {
  const [year, month] = review.month.split("-");
  return `${review.site} ${review.kind}, ${MONTHS[Number(month) - 1]} ${year}`;
}

/** The reviewed price in whole US dollars, at the rates of `rates.ts`. */
export function reviewedFeeUsd(review: FeeReview): number {
  return toUsd(review.price, review.currency);
}

/** "€32, adult from outside the EEA", or just "¥500": the price basis shown beside the dollar figure. */
export function feeBasisText(review: FeeReview): string {
  const parts = review.currency === "USD" ? [] : [formatLocal(review.price, review.currency)];
  if (review.basis) parts.push(review.basis);
  return parts.join(", ");
}

/** The destination with each reviewed place's source and price basis merged in (fees stay as written). */
export function withFeeReviews(destination: Destination): Destination {
  const reviews = FEE_REVIEWS[destination.slug];
  if (!reviews) return destination;
  return {
    ...destination,
    places: destination.places.map((place) => {
      const review = reviews[place.name];
      if (!review) return place;
      const basis = feeBasisText(review);
      return { ...place, feeSource: feeSourceText(review), ...(basis ? { feeBasis: basis } : {}) };
    }),
  };
}

/** A plan's entry_fee for one place: "About $37 (€32, adult from outside the EEA)" when reviewed. */
export function placeEntryFee(place: Pick<Place, "feeUsd" | "feeBasis">): string {
  const fee = entryFeeText(place.feeUsd);
  return place.feeUsd > 0 && place.feeBasis ? `${fee} (${place.feeBasis})` : fee;
}

export interface FeeReviewCoverage {
  paid: number;
  reviewed: number;
  mustSeePaid: number;
  mustSeeReviewed: number;
  destinations: number;
}

/** How many paid places carry a checked fee, overall and among the must-sees. */
export function feeReviewCoverage(destinations: readonly Destination[]): FeeReviewCoverage {
  let paid = 0;
  let reviewed = 0;
  let mustSeePaid = 0;
  let mustSeeReviewed = 0;
  for (const destination of destinations) {
    const mustSee = new Set(destination.mustSee);
    for (const place of destination.places) {
      if (place.feeUsd <= 0) continue;
      paid += 1;
      if (place.feeSource) reviewed += 1;
      if (!mustSee.has(place.name)) continue;
      mustSeePaid += 1;
      if (place.feeSource) mustSeeReviewed += 1;
    }
  }
  return { paid, reviewed, mustSeePaid, mustSeeReviewed, destinations: destinations.length };
}
