import {
  buildDirectionsLink,
  isPlacesContent,
  PACE_RANGE,
  type FinalActivity,
  type FinalDay,
  type GeneratePdfRequest,
} from "@itinerary/contract";
import { formatUsd } from "../planning/model/costs.ts";
import { dateOf } from "../planning/model/hours.ts";

export const PDF_FILENAME = "final_itinerary.pdf";

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Every piece of user text goes through this before it reaches the document. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** Long US English style (SPEC section 9): "Monday, July 14, 2031". */
export function longUsDate(isoDate: string, weekday = true): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString("en-US", {
    ...(weekday ? { weekday: "long" as const } : {}),
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
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

function activityBlock(activity: FinalActivity): string {
  const time = timeOf(activity);
  return `<li class="activity">
  <div class="activity-head">${time ? `<span class="time">${escapeHtml(time)}</span>` : ""}<span class="name">${escapeHtml(activity.name)}</span></div>
  <dl>${field("Highlight", activity.highlight, true)}${field("Transport", activity.transport)}${field("Entry Fee", activity.entry_fee)}${field(
    "Parking Spot",
    activity.parking_spot,
  )}${field("Postcode", activity.postcode)}${field("Address", activity.address, true)}</dl>
  ${photoCredit(activity)}${isPlacesContent(activity) ? PLACES_ATTRIBUTION_HTML : ""}
</li>`;
}

/** Dinner closes the day: "Dinner · 20:00 · Time Out Market, Cais do Sodré". */
function dinnerBlock(day: FinalDay): string {
  if (!day.dinner) return "";
  const place = [day.dinner.name, day.dinner.area].filter(Boolean).join(", ");
  return `<p class="dinner"><span class="label">Dinner</span> · ${escapeHtml(day.dinner.time)} · ${escapeHtml(place)}</p>`;
}

function dayBlock(day: FinalDay, preferences: GeneratePdfRequest["preferences"]): string {
  const startDate = preferences?.startDate;
  const date = startDate ? longUsDate(dateOf(startDate, day.day)) : "";
  // The same link the planner's Open in Maps opens.
  const route = buildDirectionsLink(day.activities, preferences?.transport ?? "Drive", preferences?.destinationCity);
  const facts = [
    field("Accommodation Suggestion", day.accommodation_suggestion, true),
    field("Estimated Cost", day.estimated_daily_cost, true),
  ].join("");
  const mapLink = route
    ? `<p class="route">Open in Maps: <a href="${escapeHtml(route)}">Day ${day.day} route in Google Maps</a></p>`
    : "";
  const [first, ...rest] = day.activities;
  // The heading travels with the day's facts and first activity, so it never ends a page alone.
  const opening = `<div class="day-opening">
  <h2>Day ${day.day}${date ? ` <span class="date">${escapeHtml(date)}</span>` : ""}</h2>
  ${day.note ? `<p class="day-note">${escapeHtml(day.note)}</p>` : ""}
  ${facts ? `<dl class="day-facts">${facts}</dl>` : ""}
  ${mapLink}
  ${first ? `<ol class="activities">${activityBlock(first)}</ol>` : `<p class="empty">No activities planned.</p>`}
</div>`;
  const more = rest.length > 0 ? `<ol class="activities" start="2">${rest.map(activityBlock).join("\n")}</ol>` : "";
  return `<section class="day">${opening}${more}${dinnerBlock(day)}</section>`;
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
body { font-family: "DejaVu Sans", Arial, sans-serif; font-size: 10.5pt; line-height: 1.4; color: #1f2933; margin: 0; }
h1 { font-size: 22pt; margin: 0 0 2mm; color: #0b4f6c; }
.dates { font-size: 12pt; margin: 0 0 1mm; }
.facts { color: #52606d; margin: 0 0 5mm; }
.summary { border: 1px solid #d9e2ec; border-radius: 3mm; padding: 3mm 4mm; margin-bottom: 6mm; background: #f5f7fa; }
.summary h2 { font-size: 13pt; margin: 0 0 2mm; }
.summary p { white-space: pre-line; margin: 0 0 2mm; }
.day { margin-top: 6mm; }
.day h2 { font-size: 15pt; margin: 0 0 2mm; padding-bottom: 1mm; border-bottom: 2px solid #0b4f6c; color: #0b4f6c; }
.day h2 .date { font-size: 11pt; font-weight: normal; color: #334e68; margin-left: 2mm; }
.day-opening { break-inside: avoid; page-break-inside: avoid; }
.day-facts { margin: 0 0 2mm; }
.day-note { margin: 0 0 2mm; font-style: italic; color: #334e68; }
.dinner { break-inside: avoid; page-break-inside: avoid; margin: 1mm 0 0; padding: 1.5mm 3mm; border-left: 3px dashed #9fb3c8; }
.dinner .label { font-weight: bold; color: #0b4f6c; }
.route { margin: 0 0 3mm; font-size: 9pt; }
.route a { color: #0b4f6c; }
.photo-credit { margin: 1mm 0 0; font-size: 8pt; color: #52606d; }
.photo-credit a { color: inherit; }
.places-credit { margin: 0.5mm 0 0; font-size: 8pt; color: #52606d; }
.places-credit .google-maps { font-family: Roboto, Arial, sans-serif; font-weight: 500; color: #5e5e5e; }
ol.activities { margin: 0; padding-left: 6mm; }
.activity { break-inside: avoid; page-break-inside: avoid; margin: 0 0 2.5mm; padding: 1.5mm 3mm; border-left: 3px solid #9fb3c8; }
.activity-head { font-weight: bold; font-size: 11pt; }
.time { display: inline-block; min-width: 28mm; color: #0b4f6c; margin-right: 2mm; }
dl { margin: 1mm 0 0; display: flex; flex-wrap: wrap; column-gap: 6mm; }
.field { display: flex; gap: 2mm; }
.field.wide { flex: 1 0 100%; }
dt { font-weight: bold; flex: 0 0 auto; }
dt::after { content: ":"; }
dd { margin: 0; white-space: pre-line; overflow-wrap: anywhere; }
.empty { color: #52606d; }
`;

/**
 * The printable final plan: title and dates, the trip summary, then each day with its date,
 * accommodation, cost and directions link, and each activity with its time and details. A static
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
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
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
${plan.map((day) => dayBlock(day, preferences)).join("\n")}
</body>
</html>`;
}

/** Puppeteer fills the page number spans; the template itself holds no user text. */
export const FOOTER_TEMPLATE = `<div style="width:100%;font-size:8pt;color:#52606d;text-align:center;font-family:'DejaVu Sans',Arial,sans-serif">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>`;
