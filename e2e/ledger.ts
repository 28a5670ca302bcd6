import { signInThroughEmulator } from "./auth-emulator";

/**
 * A traveller's token ledger as the server wrote it (users/{uid}/ledger), read through the Firestore
 * emulator's REST API as its owner, which rules do not limit: what the header's balance must agree with.
 */
export interface LedgerLine {
  reason: string;
  delta: number;
}

export function emulatorHost(name: "FIREBASE_AUTH_EMULATOR_HOST" | "FIRESTORE_EMULATOR_HOST"): string {
  const host = process.env[name];
  if (!host) throw new Error(`${name} is not set: run the journeys through scripts/test.mjs e2e`);
  return host;
}

export const uidOf = async (email: string, password: string) =>
  (await signInThroughEmulator(email, password, emulatorHost("FIREBASE_AUTH_EMULATOR_HOST"))).uid;

type Fields = Record<string, { integerValue?: string; stringValue?: string; timestampValue?: string }>;

/** The traveller's ledger, oldest first. */
export async function ledgerOf(account: { email: string; password: string }): Promise<LedgerLine[]> {
  const uid = await uidOf(account.email, account.password);
  const project = process.env.GCLOUD_PROJECT ?? "demo-itinerary-planner";
  const url = `http://${emulatorHost("FIRESTORE_EMULATOR_HOST")}/v1/projects/${project}/databases/(default)/documents/users/${uid}/ledger?pageSize=100`;
  const response = await fetch(url, { headers: { Authorization: "Bearer owner" } });
  if (!response.ok) throw new Error(`reading the ledger failed: ${await response.text()}`);
  const { documents = [] } = (await response.json()) as { documents?: { fields: Fields }[] };
  return documents
    .map(({ fields }) => ({
      at: fields.createdAt?.timestampValue ?? "",
      reason: fields.reason?.stringValue ?? "",
      delta: Number(fields.delta?.integerValue),
    }))
    .sort((a, b) => a.at.localeCompare(b.at))
    .map(({ reason, delta }) => ({ reason, delta }));
}
