import { CreateTripInviteResponse, ShareItineraryResponse, type SaveItineraryRequest } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { gpxSchemaErrors, readGpx } from "./gpx-file.ts";
import { savedPlan } from "./saved-plan.ts";
import { api, APP_URL, signUpWithProfile, type TestUser } from "./support.ts";

/**
 * A saved trip's GPX file through the hosting emulator: for its owner and members at /export-gpx/{id},
 * and for whoever holds a live share link at /shared-itinerary-gpx/{token}, signed out.
 */

const PLAN_NOT_FOUND = { detail: "Could not find the requested plan." };
const SHARED_NOT_FOUND = { detail: "This shared plan does not exist or is no longer shared." };
const NOTHING_TO_MAP = {
  detail: "No stop in this plan has a location a GPS app may show, so there is nothing to put in a GPX file.",
};

/** The Kyoto plan with start times, a stop nobody located and a name that tries to be markup. */
function timedPlan(): SaveItineraryRequest {
  const plan = savedPlan("Kyoto", "Temples by day, Gion by night.");
  const [first, second] = plan.itinerary;
  [first!.activities[0]!.start_time, first!.activities[1]!.start_time] = ["09:00", "11:00"];
  [second!.activities[0]!.start_time, second!.activities[1]!.start_time] = ["08:30", "17:00"];
  second!.activities[1]!.name = `Gion </name><wpt lat="0" lon="0"> & "friends"`;
  first!.activities.push({ ...first!.activities[1]!, name: "Tea somewhere", latitude: null, longitude: null });
  return plan;
}

/** GET keeping the answer as text with its headers, signed in or not. */
async function download(path: string, user?: TestUser) {
  const response = await fetch(`${APP_URL}/api${path}`, {
    headers: user ? { Authorization: `Bearer ${user.idToken}` } : {},
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** The file's points and routes: what a GPS app shows (the file's own creation time left aside). */
const contents = (gpx: string) => {
  const { wpt, rte, metadata } = readGpx(gpx);
  return { name: metadata.name, desc: metadata.desc, wpt, rte };
};

async function expectGpxFile(response: Awaited<ReturnType<typeof download>>) {
  expect(response.status, response.text).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/gpx+xml");
  expect(response.headers.get("content-disposition")).toBe('attachment; filename="trip.gpx"');
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(await gpxSchemaErrors(response.text)).toEqual([]);
  return contents(response.text);
}

async function tripWithCompanions(plan: SaveItineraryRequest) {
  const [owner, editor, viewer, stranger] = await Promise.all([
    signUpWithProfile(),
    signUpWithProfile(),
    signUpWithProfile(),
    signUpWithProfile(),
  ]);
  const saved = await api("POST", "/save-itinerary", { user: owner, body: plan });
  expect(saved.status).toBe(200);
  const id: string = saved.body.id;
  for (const [user, role] of [
    [editor, "editor"],
    [viewer, "viewer"],
  ] as const) {
    const link = await api("POST", `/create-trip-invite/${id}`, { user: owner, body: { role } });
    const token = CreateTripInviteResponse.parse(link.body).token;
    expect((await api("POST", `/accept-trip-invite/${token}`, { user, body: {} })).status).toBe(200);
  }
  return { owner, editor, viewer, stranger, id };
}

describe("GET /export-gpx/{id}", () => {
  it("gives the owner, an editor and a viewer the trip as GPX, and a stranger or a removed member nothing", async () => {
    const plan = timedPlan();
    const { owner, editor, viewer, stranger, id } = await tripWithCompanions(plan);

    const file = await expectGpxFile(await download(`/export-gpx/${id}`, owner));
    // Kyoto is UTC+9 all year: 09:00 on April 2 is midnight UTC.
    expect(file.wpt.map((point) => [point.name, point.lat, point.lon, point.time])).toEqual([
      ["Kinkaku-ji", "35.0394", "135.7292", "2027-04-02T00:00:00Z"],
      ["Nijo Castle", "35.0142", "135.748", "2027-04-02T02:00:00Z"],
      ["Fushimi Inari Taisha", "34.9671", "135.7727", "2027-04-02T23:30:00Z"],
      [`Gion </name><wpt lat="0" lon="0"> & "friends"`, "35.0037", "135.7788", "2027-04-03T08:00:00Z"],
    ]);
    expect(file.wpt[0]!.desc).toBe("The best of Kinkaku-ji.");
    expect(file.rte.map((route) => [route.name, route.rtept.map((point) => point.name)])).toEqual([
      ["Day 1: Friday, April 2, 2027", ["Kinkaku-ji", "Nijo Castle"]],
      ["Day 2: Saturday, April 3, 2027", ["Fushimi Inari Taisha", `Gion </name><wpt lat="0" lon="0"> & "friends"`]],
    ]);
    expect(file.name).toBe("Trip to Kyoto");
    expect(file.desc).toBe("Not in this file, as their location is not known: Tea somewhere (day 1).");

    // Both companions download the same file; the owner's name, email and uid are in none.
    for (const member of [editor, viewer]) {
      const response = await download(`/export-gpx/${id}`, member);
      expect(await expectGpxFile(response)).toEqual(file);
      for (const secret of [owner.uid, owner.email]) expect(response.text).not.toContain(secret);
    }

    // The trip as last saved, whoever saved it.
    const changed = timedPlan();
    changed.itinerary[0]!.activities[0]!.name = "Golden Pavilion";
    expect((await api("PUT", `/update-itinerary/${id}`, { user: editor, body: changed })).status).toBe(200);
    const after = await expectGpxFile(await download(`/export-gpx/${id}`, viewer));
    expect(after.wpt[0]!.name).toBe("Golden Pavilion");

    for (const [user, path] of [
      [stranger, `/export-gpx/${id}`],
      [owner, "/export-gpx/not-a-trip-of-anyone"],
    ] as const) {
      const response = await api("GET", path, { user });
      expect(response, path).toMatchObject({ status: 404, body: PLAN_NOT_FOUND });
      expect(response.headers.get("content-disposition")).toBeNull();
    }
    expect((await api("DELETE", `/remove-trip-member/${id}/${editor.uid}`, { user: owner })).status).toBe(200);
    expect(await api("GET", `/export-gpx/${id}`, { user: editor })).toMatchObject({
      status: 404,
      body: PLAN_NOT_FOUND,
    });
    expect((await download(`/export-gpx/${id}`, viewer)).status).toBe(200);
    // Run alone, it starts eight functions cold, a few seconds each on a busy machine.
  }, 180_000);

  it("needs a signed-in caller, answers only GET, and says when no stop can be placed", async () => {
    const owner = await signUpWithProfile();
    const response = await api("GET", "/export-gpx/anything");
    expect(response.status).toBe(401);
    expect(response.body.detail).toMatch(/Bearer/);

    const unplaced = savedPlan("Kyoto");
    for (const day of unplaced.itinerary) for (const activity of day.activities) activity.latitude = null;
    const saved = await api("POST", "/save-itinerary", { user: owner, body: unplaced });
    expect(await api("GET", `/export-gpx/${saved.body.id}`, { user: owner })).toMatchObject({
      status: 422,
      body: NOTHING_TO_MAP,
    });
    expect(await api("POST", `/export-gpx/${saved.body.id}`, { user: owner, body: {} })).toMatchObject({
      status: 405,
      body: { detail: "Use GET for this endpoint." },
    });
  });
});

describe("GET /shared-itinerary-gpx/{token}", () => {
  async function shareLink(owner: TestUser, id: string): Promise<string> {
    const response = await api("POST", `/share-itinerary/${id}`, { user: owner });
    expect(response.status).toBe(200);
    return /\/shared\/([A-Za-z0-9_-]+)$/.exec(ShareItineraryResponse.parse(response.body).url)![1]!;
  }

  it("gives a signed-out visitor the owner's file, nothing about the owner, and 404 once the link is revoked", async () => {
    const owner = await signUpWithProfile();
    const saved = await api("POST", "/save-itinerary", { user: owner, body: timedPlan() });
    const id: string = saved.body.id;
    const token = await shareLink(owner, id);

    const response = await download(`/shared-itinerary-gpx/${token}`);
    const shared = await expectGpxFile(response);
    expect(shared).toEqual(await expectGpxFile(await download(`/export-gpx/${id}`, owner)));
    for (const secret of [owner.uid, owner.email, id, token]) expect(response.text).not.toContain(secret);

    expect((await api("DELETE", `/share-itinerary/${id}`, { user: owner })).status).toBe(200);
    const madeUp = Buffer.alloc(Buffer.from(token, "base64url").length).toString("base64url");
    for (const gone of [token, madeUp, "nope", "a.b"]) {
      const answer = await api("GET", `/shared-itinerary-gpx/${gone}`);
      expect(answer, gone).toMatchObject({ status: 404, body: SHARED_NOT_FOUND });
      expect(answer.headers.get("content-disposition")).toBeNull();
    }
  });
});
