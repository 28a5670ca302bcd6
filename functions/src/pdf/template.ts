import {
  buildDayRouteLink,
  buildDirectionsLink,
  dayColour,
  isPlacesContent,
  PACE_RANGE,
  type FinalActivity,
  type FinalDay,
  type GeneratePdfRequest,
} from "@itinerary/contract";
import { formatUsd } from "../planning/model/costs.ts";
import { dateOf, weekdayOf, type Weekday } from "../planning/model/hours.ts";
import { addressLine, dayDistance, distanceText, hoursOn, mealsOf, stayName } from "./day-facts.ts";
import { escapeHtml } from "./escape.ts";
import { qrImage } from "./qr.ts";
import { dayMapSvg, hasCoordinates, overviewMapSvg, type MapDay } from "./route-map.ts";

export { escapeHtml };

export const PDF_FILENAME = "final_itinerary.pdf";

// Made once: building a date format costs far more than using it, and a plan writes dozens of dates.
const DATE_FORMATS = {
  long: new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }),
  longNoWeekday: new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }),
  short: new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" }),
};
const noon = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

/** Long US English style (SPEC section 9): "Monday, July 14, 2031". */
export function longUsDate(isoDate: string, weekday = true): string {
  return (weekday ? DATE_FORMATS.long : DATE_FORMATS.longNoWeekday).format(noon(isoDate));
}

function field(label: string, value: string | undefined, wide = false): string {
  if (!value?.trim()) return "";
  return `<div class="field${wide ? " wide" : ""}"><dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd></div>`;
}

function timeOf(activity: FinalActivity): string {
  if (activity.time.trim()) return activity.time;
  if (activity.start_time && activity.end_time) return `${activity.start_time} - ${activity.end_time}`;
  return activity.start_time ?? "";
}

/**
 * The author of the stop's Places photo, credited as in the app (Google's attribution rule), so the
 * printed plan carries the same credits. The link only when it is an https page.
 */
function photoCredit(activity: FinalActivity): string {
  // Every author of the photo; plans saved before the list name the first alone.
  const credits = (
    activity.image_attributions?.length ? activity.image_attributions : [activity.image_attribution]
  ).filter((credit) => credit?.name.trim());
  if (credits.length === 0) return "";
  const names = credits.map((credit) => {
    const name = escapeHtml(credit!.name);
    const link = credit!.uri && /^https:\/\/[^\s"'<>]+$/.test(credit!.uri) ? credit!.uri : null;
    return link ? `<a href="${escapeHtml(link)}">${name}</a>` : name;
  });
  return `<p class="photo-credit">Photo: ${names.join(", ")}</p>`;
}

/**
 * A printed plan has no Google map, and the Places API policies ask that Places content shown without
 * one carry Google Maps' attribution beside it: the stop's address, hours and location came from Places.
 */
export const PLACES_ATTRIBUTION_HTML = `<p class="places-credit">Place details: <span class="google-maps" translate="no">Google Maps</span></p>`;

function activityBlock(activity: FinalActivity, number: number, weekday: Weekday | null): string {
  const time = timeOf(activity);
  const address = addressLine(activity);
  const addressField = activity.address?.trim() ? field("Address", address, true) : field("Postcode", address);
  return `<li class="activity">
  <div class="activity-head"><span class="badge">${number}</span>${time ? `<span class="time">${escapeHtml(time)}</span>` : ""}<span class="name">${escapeHtml(activity.name)}</span></div>
  ${activity.highlight.trim() ? `<p class="highlight">${escapeHtml(activity.highlight)}</p>` : ""}
  <dl>${addressField}${field("Opening Hours", hoursOn(activity, weekday))}${field("Entry Fee", activity.entry_fee)}${field("Transport", activity.transport)}${field("Parking Spot", activity.parking_spot)}</dl>
  ${photoCredit(activity)}${isPlacesContent(activity) ? PLACES_ATTRIBUTION_HTML : ""}
</li>`;
}

/** Dinner closes the day: "Dinner · 20:00 · Time Out Market, Cais do Sodré". */
function dinnerBlock(day: FinalDay): string {
  if (!day.dinner) return "";
  const place = [day.dinner.name, day.dinner.area].filter(Boolean).join(", ");
  return `<p class="dinner"><span class="label">Dinner</span> · ${escapeHtml(day.dinner.time)} · ${escapeHtml(place)}</p>`;
}

/** The day's located stops, numbered as in its list: a stop without coordinates keeps its number off the map. */
function mapDayOf(day: FinalDay): MapDay {
  const stops = day.activities.flatMap((activity, i) =>
    hasCoordinates(activity)
      ? [{ number: i + 1, name: activity.name, latitude: activity.latitude, longitude: activity.longitude }]
      : [],
  );
  const stay = day.stay_location;
  return { day: day.day, stops, ...(stay && hasCoordinates(stay) ? { stay } : {}) };
}

function endsOfDay(day: FinalDay): { start: string; end: string } {
  const first = day.activities[0];
  const last = day.activities[day.activities.length - 1];
  if (!first || !last) return { start: "", end: "" };
  const at = (time: string | undefined, name: string) => (time ? `${time}, ${name}` : name);
  return { start: at(first.start_time, first.name), end: at(last.end_time, last.name) };
}

/**
 * The code a phone scans for the day's route: the Open in Maps link itself, or, when that is too long
 * for a QR code, the same route through the stops' coordinates.
 */
function routeCode(day: FinalDay, route: string, preferences: GeneratePdfRequest["preferences"]): string | null {
  const label = `QR code: Day ${day.day} route in Google Maps`;
  const code = qrImage(route, label);
  if (code || !day.activities.every(hasCoordinates)) return code;
  const byCoordinates = buildDirectionsLink(
    day.activities.map(({ latitude, longitude }) => ({ name: "", latitude, longitude })),
    preferences?.transport ?? "Drive",
  );
  return byCoordinates ? qrImage(byCoordinates, label) : null;
}

function dayBlock(day: FinalDay, preferences: GeneratePdfRequest["preferences"]): string {
  const startDate = preferences?.startDate;
  const date = startDate ? longUsDate(dateOf(startDate, day.day)) : "";
  const weekday = weekdayOf(startDate, day.day);
  // The same link the planner's Open in Maps opens.
  const route = buildDayRouteLink(day.activities, preferences);
  // The traveller's own stay, when they set one, is the stay of every day.
  const stay = preferences?.stay?.name ?? stayName(day.accommodation_suggestion);
  const { start, end } = endsOfDay(day);
  const distance = distanceText(dayDistance(day.activities));
  const facts = [
    field("Stay", stay, true),
    field("Start", start, true),
    field("End", end, true),
    distance ? field(distance.label, distance.value, true) : "",
    field("Meals", mealsOf(day).join(" · "), true),
    field("Estimated Cost", day.estimated_daily_cost, true),
  ].join("");
  const mapDay = mapDayOf(day);
  const map = mapDay.stops.length > 0 ? `<figure class="day-map">${dayMapSvg(mapDay)}</figure>` : "";
  const code = route ? routeCode(day, route, preferences) : null;
  const qr = code ? `<figure class="day-qr">${code}<figcaption>Scan for the route</figcaption></figure>` : "";
  // The whole suggestion when the header's stay name had to shorten it.
  const suggestion =
    stay !== day.accommodation_suggestion.trim()
      ? `<dl class="suggestion">${field("Accommodation Suggestion", day.accommodation_suggestion, true)}</dl>`
      : "";
  const mapLink = route
    ? `<p class="route">Open in Maps: <a href="${escapeHtml(route)}">Day ${day.day} route in Google Maps</a></p>`
    : "";
  const [first, ...rest] = day.activities;
  // The heading travels with the day's facts and first activity, so it never ends a page alone.
  // Issue 22's day note and dinner row belong after the route link, before the stops.
  const opening = `<div class="day-opening">
  <h2>Day ${day.day}${date ? ` <span class="date">${escapeHtml(date)}</span>` : ""}</h2>
  ${day.note ? `<p class="day-note">${escapeHtml(day.note)}</p>` : ""}
  <div class="day-top"><dl class="day-facts">${facts}</dl>${map}${qr}</div>
  ${suggestion}
  ${mapLink}
  ${first ? `<ol class="activities">${activityBlock(first, 1, weekday)}</ol>` : `<p class="empty">No activities planned.</p>`}
</div>`;
  const more =
    rest.length > 0
      ? `<ol class="activities" start="2">${rest.map((activity, i) => activityBlock(activity, i + 2, weekday)).join("\n")}</ol>`
      : "";
  const wayBack = day.return_leg ? `<p class="way-back">${escapeHtml(day.return_leg)}</p>` : "";
  return `<section class="day" style="--day-colour: ${dayColour(day.day).fill}">${opening}${more}${dinnerBlock(day)}${wayBack}</section>`;
}

/** The whole trip on one map, each day's route in its colour, with a legend of the colours. */
function overview(plan: GeneratePdfRequest["structured_plan"], startDate: string | undefined): string {
  const days = plan.map(mapDayOf).filter((day) => day.stops.length > 0);
  if (days.length === 0) return "";
  const legend = days
    .map((day) => {
      const date = startDate ? DATE_FORMATS.short.format(noon(dateOf(startDate, day.day))) : "";
      return `<li><span class="swatch" style="background: ${dayColour(day.day).fill}"></span>Day ${day.day}${date ? ` <span class="legend-date">${escapeHtml(date)}</span>` : ""}</li>`;
    })
    .join("");
  return `<section class="overview"><h2>Trip Map</h2><figure class="overview-map">${overviewMapSvg(days)}</figure><ul class="legend">${legend}</ul></section>`;
}

function tripFacts(preferences: NonNullable<GeneratePdfRequest["preferences"]>): string {
  const facts = [
    preferences.travelType,
    `${PACE_RANGE[preferences.travelPace].label} pace`,
    `${preferences.transport} transport`,
    preferences.accommodation.join(", "),
    preferences.totalBudget > 0 ? `Budget ${formatUsd(preferences.totalBudget)}` : "",
  ].filter(Boolean);
  return `<p class="facts">${escapeHtml(facts.join(" · "))}</p>`;
}

const STYLES = `
@page { size: A4; margin: 16mm 14mm 18mm; }
* { box-sizing: border-box; }
body { font-family: "DejaVu Sans", Arial, sans-serif; font-size: 10pt; line-height: 1.35; color: #1f2933; margin: 0; }
h1 { font-size: 22pt; margin: 0 0 2mm; color: #0b4f6c; }
.dates { font-size: 12pt; margin: 0 0 1mm; }
.facts { color: #52606d; margin: 0 0 5mm; }
.summary { border: 1px solid #d9e2ec; border-radius: 3mm; padding: 3mm 4mm; margin-bottom: 6mm; background: #f5f7fa; }
.summary h2, .overview h2 { font-size: 13pt; margin: 0 0 2mm; }
.summary p { white-space: pre-line; margin: 0 0 2mm; }
.overview { break-inside: avoid; page-break-inside: avoid; }
figure { margin: 0; }
.route-map, .qr { display: block; width: 100%; height: auto; }
.legend { list-style: none; margin: 2mm 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: 1.5mm 5mm; font-size: 9pt; }
.legend li { display: flex; align-items: center; gap: 1.5mm; }
.legend .swatch { display: inline-block; width: 6mm; height: 2.2mm; border-radius: 1mm; }
.legend-date { color: #52606d; }
.day { margin-top: 6mm; break-inside: avoid; page-break-inside: avoid; }
.day h2 { font-size: 15pt; margin: 0 0 2mm; padding-bottom: 1mm; border-bottom: 2.5px solid var(--day-colour, #0b4f6c); color: #0b4f6c; }
.day h2 .date { font-size: 11pt; font-weight: normal; color: #334e68; margin-left: 2mm; }
.day-opening { break-inside: avoid; page-break-inside: avoid; }
.day-note { margin: 0 0 2mm; font-style: italic; color: #334e68; }
.dinner { break-inside: avoid; page-break-inside: avoid; margin: 1mm 0 0; padding: 1.5mm 3mm; border-left: 3px dashed #9fb3c8; }
.dinner .label { font-weight: bold; color: #0b4f6c; }
.way-back { break-inside: avoid; page-break-inside: avoid; margin: 1mm 0 0; padding: 0 3mm; color: #52606d; }
.day-top { display: flex; gap: 4mm; align-items: flex-start; margin: 0 0 2mm; }
.day-facts { flex: 1 1 auto; margin: 0; font-size: 9.5pt; row-gap: 0.6mm; }
.day-map { flex: 0 0 60mm; }
.day-qr { flex: 0 0 32mm; text-align: center; font-size: 7.5pt; color: #52606d; }
.suggestion { margin: 0 0 1mm; font-size: 9pt; }
.route { margin: 0 0 2mm; font-size: 9pt; }
.route a { color: #0b4f6c; }
.photo-credit { margin: 0.5mm 0 0; font-size: 8pt; color: #52606d; }
.photo-credit a { color: inherit; }
.places-credit { margin: 0.5mm 0 0; font-size: 8pt; color: #52606d; }
.places-credit .google-maps { font-family: Roboto, Arial, sans-serif; font-weight: 500; color: #5e5e5e; }
ol.activities { list-style: none; margin: 0; padding: 0; }
.activity { break-inside: avoid; page-break-inside: avoid; margin: 0 0 1.8mm; padding: 1mm 0 1mm 3mm; border-left: 3px solid var(--day-colour, #9fb3c8); }
.activity-head { font-weight: bold; font-size: 10.5pt; display: flex; align-items: baseline; gap: 2mm; }
.badge { flex: 0 0 auto; display: inline-block; min-width: 5mm; height: 5mm; line-height: 5mm; border-radius: 2.5mm; text-align: center; font-size: 8.5pt; background: var(--day-colour, #0b4f6c); color: #ffffff; }
.time { flex: 0 0 auto; min-width: 27mm; color: #0b4f6c; }
.highlight { margin: 0.5mm 0 0; }
dl { margin: 0.5mm 0 0; display: flex; flex-wrap: wrap; column-gap: 5mm; }
.activity dl { font-size: 9pt; }
.field { display: flex; gap: 1.5mm; }
.field.wide { flex: 1 0 100%; }
dt { font-weight: bold; flex: 0 0 auto; }
dt::after { content: ":"; }
dd { margin: 0; white-space: pre-line; overflow-wrap: anywhere; }
.empty { color: #52606d; }
`;

/**
 * The printable final plan: title and dates, the trip summary and a map of the whole trip, then each
 * day kept on one page where it fits: its date, stay, start and end, walking, meals, cost, a map of its
 * stops and a code for its route, then each activity with its time, address, hours and details. A static
 * document: no script, no external resource, every piece of user text escaped.
 */
export function itineraryHtml(request: GeneratePdfRequest): string {
  const { structured_plan: plan, summary_text: summary, preferences } = request;
  const title = preferences ? `Trip to ${preferences.destinationCity}` : "Your Final Detailed Plan";
  const lastDay = Math.max(...plan.map((day) => day.day));
  const dates = preferences
    ? lastDay > 1
      ? `${longUsDate(preferences.startDate, false)} – ${longUsDate(dateOf(preferences.startDate, lastDay), false)}`
      : longUsDate(preferences.startDate, false)
    : "";
  const paragraphs = (summary ?? "")
    .split(/\n\s*\n/)
    .map((text) => text.trim())
    .filter(Boolean);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<title>${escapeHtml(title)}</title>
<style>${STYLES}</style>
</head>
<body>
<header>
  <h1>${escapeHtml(title)}</h1>
  ${dates ? `<p class="dates">${escapeHtml(dates)}</p>` : ""}
  ${preferences ? tripFacts(preferences) : ""}
</header>
${paragraphs.length > 0 ? `<section class="summary"><h2>Trip Summary</h2>${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join("")}</section>` : ""}
${overview(plan, preferences?.startDate)}
${plan.map((day) => dayBlock(day, preferences)).join("\n")}
</body>
</html>`;
}

/** Puppeteer fills the page number spans; the template itself holds no user text. */
export const FOOTER_TEMPLATE = `<div style="width:100%;font-size:8pt;color:#52606d;text-align:center;font-family:'DejaVu Sans',Arial,sans-serif">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>`;
