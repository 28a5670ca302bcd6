import { describe, expect, it } from "vitest";
import { sampleRequest } from "./sample-plan.ts";
import { escapeHtml, itineraryHtml, longUsDate, PLACES_ATTRIBUTION_HTML } from "./template.ts";

describe("itineraryHtml", () => {
  it("escapes every piece of user text, attributes included", () => {
    const hostile = [`<img src=x onerror="alert(1)">`, `"><script>alert('x')</script>`, `</style><b>stay</b>`];
    const request = sampleRequest(hostile);
    request.summary_text = "<iframe src=//evil>";
    request.preferences = { ...request.preferences!, destinationCity: "<svg onload=alert(1)>" };
    const html = itineraryHtml(request);
    for (const tag of ["<img", "<script", "<iframe", "<svg", "<b>", 'onerror="', "</style><b>"])
      expect(html).not.toContain(tag);
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
    expect(itineraryHtml(sampleRequest())).toContain(`content="default-src 'none'; style-src 'unsafe-inline'"`);
  });

  it("titles a plan without preferences generically and leaves the dates out", () => {
    const { structured_plan } = sampleRequest();
    const html = itineraryHtml({ structured_plan });
    expect(html).toContain("<h1>Your Final Detailed Plan</h1>");
    expect(html).not.toContain("2031");
    expect(html).toContain("<h2>Day 1</h2>");
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
