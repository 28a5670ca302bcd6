import { emulatorHost, uidOf } from "./ledger";

/**
 * A saved trip as the server stored it, read through the Firestore emulator's REST API as its owner
 * (which rules do not limit): what a journey checks an edit reached, and how many times.
 */
type Value = {
  stringValue?: string;
  integerValue?: string;
  arrayValue?: { values?: Value[] };
  mapValue?: { fields?: Record<string, Value> };
};

function plain(value: Value | undefined): unknown {
  if (!value) return undefined;
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(plain);
  if (value.mapValue)
    return Object.fromEntries(Object.entries(value.mapValue.fields ?? {}).map(([key, field]) => [key, plain(field)]));
  if (value.integerValue !== undefined) return Number(value.integerValue);
  return value.stringValue;
}

async function read(path: string): Promise<{ fields?: Record<string, Value> }[]> {
  const project = process.env.GCLOUD_PROJECT ?? "demo-itinerary-planner";
  const url = `http://${emulatorHost("FIRESTORE_EMULATOR_HOST")}/v1/projects/${project}/databases/(default)/documents/${path}`;
  const response = await fetch(url, { headers: { Authorization: "Bearer owner" } });
  if (!response.ok) throw new Error(`reading ${path} failed: ${await response.text()}`);
  const body = (await response.json()) as {
    documents?: { fields?: Record<string, Value> }[];
    fields?: Record<string, Value>;
  };
  return body.documents ?? (body.fields ? [body] : []);
}

export interface StoredStop {
  name: string;
  highlight: string;
  time: string;
}
export interface StoredDay {
  day: number;
  estimated_daily_cost: string;
  activities: StoredStop[];
}

/** The trip's days as stored, and how many versions its saves have kept. */
export async function storedTrip(
  account: { email: string; password: string },
  itineraryId: string,
): Promise<{ days: StoredDay[]; versions: number }> {
  const uid = await uidOf(account.email, account.password);
  const [trip] = await read(`users/${uid}/itineraries/${itineraryId}`);
  const versions = await read(`users/${uid}/itineraries/${itineraryId}/versions?pageSize=50`);
  return { days: plain(trip?.fields?.itinerary) as StoredDay[], versions: versions.length };
}
