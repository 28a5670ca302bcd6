import { describe, expect, it } from "vitest";
import { activityCostUsd } from "../../model/costs.ts";
import { DESTINATIONS } from "../destinations/index.ts";
import type { Destination } from "../place.ts";
import { planDraft } from "../../generators/offline/planner.ts";
import { testDestination } from "../test-destination.ts";
import {
  feeBasisText,
  feeReviewCoverage,
  feeSourceText,
  placeEntryFee,
  reviewedFeeUsd,
  withFeeReviews,
} from "./fee-reviews.ts";
import { dayCostText, formatLocal, toUsd } from "./rates.ts";
import { FEE_REVIEWS } from "./reviews.ts";
import { NOT_SEARCHED, STALE_OR_UNDATED } from "./unreviewed.ts";
import { createTrip } from "../../../../test/data-generators.ts";

const MONTH = "(January|February|March|April|May|June|July|August|September|October|November|December)";
/** "<site> <kind>, <Month YYYY>": a domain, what kind of page, and when. */
const FEE_SOURCE = new RegExp(
  `^[a-z0-9-]+(\\.[a-z0-9-]+)*\\.[a-z]{2,} (price list|news report|travel guide|traveller report), ${MONTH} 20\\d\\d$`,
);

const destination = (slug: string) => DESTINATIONS.find((d) => d.slug === slug)!;
const place = (slug: string, name: string) => destination(slug).places.find((p) => p.name === name)!;
const reviews = Object.entries(FEE_REVIEWS).flatMap(([slug, bySlug]) =>
  Object.entries(bySlug).map(([name, review]) => ({ slug, name, review })),
);

describe("fee reviews", () => {
  it("name places of their destination, with a well-formed source (site, kind of page, month and year)", () => {
    expect(reviews.length).toBeGreaterThanOrEqual(20);
    for (const { slug, name, review } of reviews) {
      expect(
        destination(slug)?.places.some((p) => p.name === name),
        `${name} in ${slug}`,
      ).toBe(true);
      expect(review.month, name).toMatch(/^20\d\d-(0[1-9]|1[0-2])$/);
      expect(review.price, name).toBeGreaterThan(0);
      expect(feeSourceText(review), name).toMatch(FEE_SOURCE);
    }
    // Every shipped feeSource comes from a review and keeps the same form.
    for (const d of DESTINATIONS)
      for (const p of d.places) if (p.feeSource !== undefined) expect(p.feeSource, p.name).toMatch(FEE_SOURCE);
  });

  it("set each reviewed place's fee to its price list converted at the stated rates", () => {
    const mismatched = reviews
      .filter(({ slug, name, review }) => place(slug, name).feeUsd !== reviewedFeeUsd(review))
      .map(
        ({ slug, name, review }) => `${slug} ${name}: ${place(slug, name).feeUsd}, reviewed ${reviewedFeeUsd(review)}`,
      );
    expect(mismatched).toEqual([]);
  });

  it("merge source and price basis into the shipped places", () => {
    const louvre = place("paris", "Louvre Museum");
    expect(louvre.feeUsd).toBe(37);
    expect(louvre.feeSource).toBe("fra.news.o-abroad.com news report, January 2026");
    expect(louvre.feeBasis).toBe("€32, adult from outside the EEA");
    expect(place("paris", "Musée de l'Orangerie").feeSource).toBeUndefined();
    expect(place("paris", "Musée de l'Orangerie").feeBasis).toBeUndefined();
  });

  it("leave destinations without reviews untouched", () => {
    const fixture = testDestination();
    expect(withFeeReviews(fixture)).toBe(fixture);
  });

  it("account for every must-see with a fee: reviewed, or listed as not settled by the stored pages", () => {
    const listed = (slug: string) => [...Object.keys(STALE_OR_UNDATED[slug] ?? {}), ...(NOT_SEARCHED[slug] ?? [])];
    const missing: string[] = [];
    const wrongly: string[] = [];
    for (const d of DESTINATIONS) {
      const names = listed(d.slug);
      expect(new Set(names).size, `${d.slug}: a name listed twice`).toBe(names.length);
      for (const name of d.mustSee) {
        const p = d.places.find((candidate) => candidate.name === name)!;
        if (p.feeUsd > 0 && !p.feeSource && !names.includes(name)) missing.push(`${d.slug}: ${name}`);
      }
      for (const name of names) {
        const p = d.places.find((candidate) => candidate.name === name);
        if (!p || !d.mustSee.includes(name) || p.feeUsd <= 0 || p.feeSource) wrongly.push(`${d.slug}: ${name}`);
      }
    }
    for (const slug of [...Object.keys(STALE_OR_UNDATED), ...Object.keys(NOT_SEARCHED)])
      expect(
        DESTINATIONS.some((d) => d.slug === slug),
        slug,
      ).toBe(true);
    expect(missing).toEqual([]);
    expect(wrongly).toEqual([]);
  });

  it("leave no paid must-see unsearched: what the stored pages could not settle says what they had", () => {
    expect(Object.values(NOT_SEARCHED).flat()).toEqual([]);
    for (const [slug, bySlug] of Object.entries(STALE_OR_UNDATED)) {
      for (const [name, found] of Object.entries(bySlug))
        expect(found.trim().length, `${slug}: ${name}`).toBeGreaterThan(8);
    }
  });
});

describe("entry fee text", () => {
  it("names the local price and who pays it for a reviewed place, and stays a plain estimate otherwise", () => {
    expect(placeEntryFee(place("paris", "Louvre Museum"))).toBe("About $37 (€32, adult from outside the EEA)");
    expect(placeEntryFee(place("kyoto", "Ginkaku-ji"))).toBe("About $7 (¥1,000)");
    expect(placeEntryFee(place("new-york", "Metropolitan Museum of Art"))).toBe(
      "About $30 (adult from outside New York State)",
    );
    expect(placeEntryFee({ feeUsd: 18, feeBasis: undefined })).toBe("About $18");
    expect(placeEntryFee({ feeUsd: 0, feeBasis: "€0" })).toBe("Free");
  });

  it("fits the contract's 120 characters with room for a shared-ticket note, and is still read as its dollar figure", () => {
    for (const d of DESTINATIONS) {
      for (const p of d.places) {
        const text = placeEntryFee(p);
        expect(
          text.length + " (one ticket also covers Roman Forum and Palatine Hill)".length,
          p.name,
        ).toBeLessThanOrEqual(120);
        expect(activityCostUsd({ entry_fee: text }), p.name).toBe(p.feeUsd);
      }
    }
  });

  it("reaches the plan: a Paris trip that visits the Louvre says what the ticket costs a non-EEA visitor", () => {
    const preferences = createTrip({
      startDate: "2031-06-02",
      numberOfDays: 3,
      destinationCity: "Paris",
      interests: ["Culture", "Historical"],
      totalBudget: 0,
    });
    const louvre = planDraft(preferences)
      .itinerary.flatMap((day) => day.activities)
      .find((activity) => activity.name === "Louvre Museum");
    expect(louvre).toBeDefined();
    expect(louvre!.entry_fee).toBe("About $37 (€32, adult from outside the EEA)");
    expect(louvre!.cost_usd).toBe(37);
  });
});

describe("rates and local prices", () => {
  it("show a day's dollar estimate with the city's own money beside it, rounded as an estimate reads", () => {
    expect(dayCostText(120, "PT")).toBe("$120 (about €103)");
    expect(dayCostText(120, "JP")).toBe("$120 (about ¥18,500)");
    expect(dayCostText(120, "KR")).toBe("$120 (about ₩174,000)");
    expect(dayCostText(1234, "GB")).toBe("$1,234 (about £921)");
    expect(dayCostText(120, "TH")).toMatch(/^\$120 \(about [\d,]+ baht\)$/);
    // Dollars already; a peso too volatile for a dated table; nothing to convert.
    expect(dayCostText(120, "US")).toBe("$120");
    expect(dayCostText(120, "AR")).toBe("$120");
    expect(dayCostText(0, "PT")).toBe("$0");
    expect(dayCostText(120, undefined)).toBe("$120");
  });

  it("give every city of the guide its money, or dollars alone on purpose", () => {
    for (const destination of DESTINATIONS) {
      const text = dayCostText(100, destination.countryCode);
      if (["US", "AR"].includes(destination.countryCode)) expect(text, destination.name).toBe("$100");
      else expect(text, destination.name).toMatch(/^\$100 \(about .+\)$/);
    }
  });

  it("convert to whole dollars and print prices as read at the gate", () => {
    expect(toUsd(32, "EUR")).toBe(37);
    expect(toUsd(1450, "EGP")).toBe(30);
    expect(formatLocal(35.3, "EUR")).toBe("€35.30");
    expect(formatLocal(1000, "JPY")).toBe("¥1,000");
    expect(formatLocal(2400, "TRY")).toBe("2,400 lira");
    expect(toUsd(88, "HKD")).toBe(11);
    expect(toUsd(600, "ZAR")).toBe(35);
    expect(toUsd(209.09, "MXN")).toBe(11);
    expect(toUsd(70, "MAD")).toBe(8);
    expect(toUsd(169, "AED")).toBe(46);
    expect(formatLocal(88, "HKD")).toBe("HK$88");
    expect(formatLocal(600, "ZAR")).toBe("R600");
    expect(formatLocal(209.09, "MXN")).toBe("209.09 pesos");
    expect(formatLocal(70, "MAD")).toBe("70 dirhams");
    expect(formatLocal(169, "AED")).toBe("AED 169");
    expect(
      feeBasisText({
        price: 122.5,
        currency: "BRL",
        basis: "adult",
        site: "x.com",
        kind: "travel guide",
        month: "2024-01",
      }),
    ).toBe("R$122.50, adult");
  });
});

describe("coverage", () => {
  it("counts paid places and the reviewed share, overall and among must-sees", () => {
    const fixture: Destination = {
      ...testDestination(),
      mustSee: ["A", "B", "C"],
      places: [
        { ...testDestination().places[0]!, name: "A", feeUsd: 10, feeSource: "a.com price list, May 2025" },
        { ...testDestination().places[0]!, name: "B", feeUsd: 12 },
        { ...testDestination().places[0]!, name: "C", feeUsd: 0 },
        { ...testDestination().places[0]!, name: "D", feeUsd: 5, feeSource: "d.org news report, June 2024" },
      ],
    };
    expect(feeReviewCoverage([fixture])).toEqual({
      paid: 3,
      reviewed: 2,
      mustSeePaid: 2,
      mustSeeReviewed: 1,
      destinations: 1,
    });
  });

  it("on the shipped guide, covers every review with a fee", () => {
    const coverage = feeReviewCoverage(DESTINATIONS);
    expect(coverage.reviewed).toBe(reviews.length);
    expect(coverage.mustSeeReviewed).toBeGreaterThanOrEqual(52);
    expect(coverage.paid).toBeGreaterThan(coverage.reviewed);
  });
});
