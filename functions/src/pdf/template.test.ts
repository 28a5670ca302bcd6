import { describe, expect, it } from "vitest";
import { sampleRequest } from "./sample-plan.ts";
import { escapeHtml, itineraryHtml, longUsDate, PLACES_ATTRIBUTION_HTML } from "./template.ts";

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

/** The part of the document that shows day `day`, up to the next day. */
function daySection(html: string, day: number): string {
  return html.split('<section class="day"').find((part) => part.includes(`<h2>Day ${day}`))!;
}

describe("itineraryHtml", () => {
  it("escapes every piece of user text, attributes included", () => {
    const hostile = [`<img src=x onerror="alert(1)">`, `"><script>alert('x')</script>`, `</style><b>stay</b>`];
    const request = sampleRequest(hostile);
    request.summary_text = "<iframe src=//evil>";
    request.preferences = { ...request.preferences!, destinationCity: "<svg onload=alert(1)>" };
    const html = itineraryHtml(request);
    for (const tag of ["<img src", "<script", "<iframe", "<svg onload", "<b>", 'onerror="', "</style><b>"])
      expect(html).not.toContain(tag);
    // The names reach the maps too, as marker titles, escaped there as well.
    expect(html).toContain("<title>2. &quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;</title>");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain("Trip to &lt;svg onload=alert(1)&gt;");
    // The directions link carries names only percent-encoded, inside a quoted attribute.
    expect(html).toMatch(/<a href="https:\/\/www\.google\.com\/maps\/dir\/\?api=1&amp;origin=%3Cimg[^"]*">/);
  });

  it("credits a stop's photo author, escaped, linking only to an https page", () => {
    const request = sampleRequest();
    const [first, second] = request.structured_plan[0]!.activities;
    first!.image_attribution = { name: `Aiko "<b>T.</b>"`, uri: "https://maps.google.com/maps/contrib/1?a=1&b=2" };
    second!.image_attribution = { name: "Ken", uri: "javascript:alert(1)" };
    const html = itineraryHtml(request);
    expect(html).toContain(
      `<p class="photo-credit">Photo: <a href="https://maps.google.com/maps/contrib/1?a=1&amp;b=2">Aiko &quot;&lt;b&gt;T.&lt;/b&gt;&quot;</a></p>`,
    );
    expect(html).toContain(`<p class="photo-credit">Photo: Ken</p>`);
    expect(html).not.toContain("javascript:");
    expect(html.match(/photo-credit">/g)).toHaveLength(2);
  });

  it("credits every author of a stop's photo, not only the first", () => {
    const request = sampleRequest();
    const [first] = request.structured_plan[0]!.activities;
    first!.image_attribution = { name: "Aiko", uri: "https://maps.google.com/maps/contrib/1" };
    first!.image_attributions = [first!.image_attribution, { name: "Ken <K>" }];
    expect(itineraryHtml(request)).toContain(
      `<p class="photo-credit">Photo: <a href="https://maps.google.com/maps/contrib/1">Aiko</a>, Ken &lt;K&gt;</p>`,
    );
  });

  it("attributes Places content to Google Maps beside each stop it shows, and nothing else", () => {
    const request = sampleRequest();
    const [places, saved, guide] = request.structured_plan[0]!.activities;
    Object.assign(places!, { source: "places", place_id: "ChIJplaces", address: "Praça do Comércio, Lisboa" });
    // Saved before stops said where they came from: a place id only ever comes from Places.
    Object.assign(saved!, { place_id: "ChIJolder" });
    Object.assign(guide!, { source: "guide" });
    const html = itineraryHtml(request);
    expect(html.split(PLACES_ATTRIBUTION_HTML)).toHaveLength(3);
    const blocks = html.split('<li class="activity">').slice(1, 4);
    expect(blocks.map((block) => block.includes(PLACES_ATTRIBUTION_HTML))).toEqual([true, true, false]);
    expect(itineraryHtml(sampleRequest())).not.toContain(PLACES_ATTRIBUTION_HTML);
  });

  it("forbids scripts and remote loads in the document itself too", () => {
    expect(itineraryHtml(sampleRequest())).toContain(
      `content="default-src 'none'; style-src 'unsafe-inline'; img-src data:"`,
    );
  });

  it("titles a plan without preferences generically and leaves the dates out", () => {
    const { structured_plan } = sampleRequest();
    const html = itineraryHtml({ structured_plan });
    expect(html).toContain("<h1>Your Final Detailed Plan</h1>");
    expect(html).not.toContain("2031");
    expect(html).toContain("<h2>Day 1</h2>");
  });

  it("draws one map of the trip, and a map and a route code for each day", () => {
    const html = itineraryHtml(sampleRequest());
    expect(count(html, /<svg class="route-map overview-map"/g)).toBe(1);
    expect(count(html, /<svg class="route-map day-map"/g)).toBe(14);
    expect(
      count(
        html,
        /<img class="qr" src="data:image\/png;base64,[A-Za-z0-9+/=]+" alt="QR code: Day \d+ route in Google Maps">/g,
      ),
    ).toBe(14);
    // Each day's map has a numbered marker per stop, in the day's colour; the legend names all 14 days.
    const day3 = daySection(html, 3);
    expect(count(day3, /<g class="marker">/g)).toBe(6);
    expect(day3).toContain('fill="#009E73"');
    expect(count(html, /<span class="swatch"/g)).toBe(14);
    // Fetches nothing: the only images are the codes, inside the document; no link or stylesheet points anywhere.
    expect(html).not.toMatch(/<(image|link|use)\b|url\(|<img (?!class="qr" src="data:image\/png;base64,)/);
  });

  it("leaves stops without coordinates off the maps, keeping the others' numbers", () => {
    const request = sampleRequest();
    const day1 = request.structured_plan[0]!;
    day1.activities[1]!.latitude = null;
    delete day1.activities[3]!.longitude;
    for (const activity of request.structured_plan[1]!.activities) activity.latitude = activity.longitude = null;
    const html = itineraryHtml(request);
    const markers = [...daySection(html, 1).matchAll(/<title>(\d+)\. /g)].map((match) => Number(match[1]));
    expect(markers).toEqual([1, 3, 5, 6]);
    // Nothing is drawn at a made-up 0,0: every marker sits inside the frame, away from its corner.
    for (const [, x, y] of daySection(html, 1).matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)" r="8"/g)) {
      expect(Number(x)).toBeGreaterThan(8);
      expect(Number(y)).toBeGreaterThan(8);
    }
    // A day with no located stop has no map, but still its route code; the trip map skips it.
    expect(daySection(html, 2)).not.toContain("day-map");
    expect(daySection(html, 2)).toContain('<img class="qr"');
    expect(count(html, /<g class="day-route">/g)).toBe(13);
  });

  it("heads each day with its stay, start, end, walking and meals, and each stop with its address and hours", () => {
    const request = sampleRequest();
    const [day1] = request.structured_plan;
    day1!.accommodation_suggestion =
      "Hotel Avenida Palace – central, by Rossio station. Alternatively a flat in Chiado.";
    day1!.activities[2]!.meal = "lunch";
    day1!.dinner = { name: "Taberna da Rua das Flores", time: "19:30" };
    day1!.activities.forEach((activity, i) => {
      activity.transport = i % 2 ? "Walk 0.8 km (10 min)" : "Subway or bus, about 3.2 km (14 min)";
    });
    day1!.activities[0]!.transport = "From Hotel Avenida Palace: walk 1.2 km (15 min)";
    day1!.activities[1]!.opening_hours = "10:00–17:30, closed Mon";
    day1!.activities[2]!.opening_hours = "Open 24 hours";
    const html = itineraryHtml(request);
    const first = daySection(html, 1);
    expect(first).toContain("<dt>Stay</dt><dd>Hotel Avenida Palace</dd>");
    // The header names the stay; the whole suggestion still follows.
    expect(first).toContain("<dt>Accommodation Suggestion</dt><dd>Hotel Avenida Palace – central, by Rossio station.");
    expect(first).toContain("<dt>Start</dt><dd>09:00, Belém Tower (day 1)</dd>");
    expect(first).toContain("<dt>End</dt><dd>17:30, LX Factory (day 1)</dd>");
    expect(first).toContain("<dt>Walking</dt><dd>3.6 km on foot (4 walks)</dd>");
    expect(first).toContain(
      "<dt>Meals</dt><dd>Lunch: São Jorge Castle (day 1) at 12:00 · Dinner: Taberna da Rua das Flores at 19:30</dd>",
    );
    expect(first).toContain("<dt>Address</dt><dd>Av. Brasília, 1400-038 Lisboa</dd>");
    // July 14, 2031 is a Monday.
    expect(first).toContain("<dt>Opening Hours</dt><dd>09:00–18:00 on Monday</dd>");
    expect(first).toContain("<dt>Opening Hours</dt><dd>Closed on Monday</dd>");
    expect(first).toContain("<dt>Opening Hours</dt><dd>Open 24 hours on Monday</dd>");
    // Legs that do not say how far they go: the straight line between stops, and said to be that.
    const second = daySection(html, 2);
    expect(second).toMatch(
      /<dt>Distance<\/dt><dd>\d+ km between stops in a straight line \(walking distance not known\)<\/dd>/,
    );
    expect(second).toContain("<dt>Stay</dt><dd>Hotel in Baixa, close to the metro</dd>");
    expect(second).not.toContain("Accommodation Suggestion");
    expect(second).not.toContain("<dt>Meals</dt>");
  });

  it("names the traveller's own stay as every day's stay, escaped", () => {
    const request = sampleRequest();
    request.preferences = { ...request.preferences!, stay: { name: "Casa <Azul> & Co", address: "Rua A 1" } };
    for (const day of request.structured_plan) day.accommodation_suggestion = "Your stay: Casa <Azul> & Co, Rua A 1";
    const html = itineraryHtml(request);
    for (const day of [1, 2]) {
      expect(daySection(html, day)).toContain("<dt>Stay</dt><dd>Casa &lt;Azul&gt; &amp; Co</dd>");
      expect(daySection(html, day)).toContain(
        "<dt>Accommodation Suggestion</dt><dd>Your stay: Casa &lt;Azul&gt; &amp; Co, Rua A 1</dd>",
      );
    }
    expect(html).not.toContain("<Azul>");
  });

  it("marks the traveller's own stay on each day's map, inside the frame and apart from the stops' numbers", () => {
    const request = sampleRequest();
    const [day1, day2] = request.structured_plan;
    const first = day1!.activities[0]!;
    // On the day's first stop: the stop's number moves round the house rather than hide it.
    day1!.stay_location = { name: "Casa <Azul>", latitude: first.latitude!, longitude: first.longitude! };
    day1!.return_leg = "Back to Casa <Azul>: walk 1.2 km (15 min)";
    const html = itineraryHtml(request);
    // The day ends there, after its stops.
    expect(daySection(html, 1)).toMatch(
      /<\/ol>(<p class="dinner">.*?<\/p>)?<p class="way-back">Back to Casa &lt;Azul&gt;: walk 1\.2 km \(15 min\)<\/p><\/section>/,
    );
    const map = daySection(html, 1).match(/<svg class="route-map day-map"[\s\S]*?<\/svg>/)![0];
    expect(map).toContain('aria-label="Map of day 1: 6 stops and your stay"');
    expect(map).toContain("<title>Your stay: Casa &lt;Azul&gt;</title>");
    const [, hx, hy] = map.match(/<g class="stay-marker"><title>[^<]*<\/title><circle cx="([\d.]+)" cy="([\d.]+)"/)!;
    const [, sx, sy] = map.match(/<title>1\. [^<]*<\/title><circle cx="([\d.]+)" cy="([\d.]+)"/)!;
    expect(Math.hypot(Number(hx) - Number(sx), Number(hy) - Number(sy))).toBeGreaterThanOrEqual(14);
    // A day without it draws none.
    expect(day2!.stay_location).toBeUndefined();
    expect(daySection(html, 2)).not.toContain("stay-marker");
  });

  it("writes dates in long US English", () => {
    expect(longUsDate("2031-07-14")).toBe("Monday, July 14, 2031");
    expect(longUsDate("2031-07-14", false)).toBe("July 14, 2031");
    expect(escapeHtml(`&<>"'`)).toBe("&amp;&lt;&gt;&quot;&#39;");
  });

  it("writes a day's note under its heading and its dinner after its stops, escaped", () => {
    const request = sampleRequest();
    const [first, second] = request.structured_plan;
    first!.note = "Free evening in Chiado: rest <b>a little</b>";
    first!.dinner = { name: "Time Out <Market>", time: "20:00", area: "Cais do Sodré" };
    const html = itineraryHtml(request);
    expect(html).toContain('<p class="day-note">Free evening in Chiado: rest &lt;b&gt;a little&lt;/b&gt;</p>');
    expect(html).toContain(
      '<p class="dinner"><span class="label">Dinner</span> · 20:00 · Time Out &lt;Market&gt;, Cais do Sodré</p>',
    );
    const dayOne = html.slice(html.indexOf("<h2>Day 1"), html.indexOf("<h2>Day 2"));
    expect(dayOne.indexOf('class="day-note"')).toBeLessThan(dayOne.indexOf('class="activity"'));
    expect(dayOne.indexOf('class="dinner"')).toBeGreaterThan(dayOne.lastIndexOf('class="activity"'));
    expect(second).toBeDefined();
    const dayTwo = html.slice(html.indexOf("<h2>Day 2"));
    expect(dayTwo).not.toContain('class="dinner"');
    expect(dayTwo).not.toContain('class="day-note"');
  });
});
