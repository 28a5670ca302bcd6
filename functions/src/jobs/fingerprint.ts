import { createHash } from "node:crypto";

/** JSON with object keys sorted at every level: the same request always gives the same text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** What "the same request" means for a job id or an Idempotency-Key: the same kind and the same validated body. */
export function fingerprintOf(kind: string, request: unknown): string {
  return createHash("sha256").update(canonicalJson({ kind, request })).digest("hex");
}

/**
 * The run id for a SPEC endpoint call with an Idempotency-Key: one per traveller and key, shaped as a
 * UUID (version 8, "custom") like the ids browsers make for jobs.
 */
export function idempotencyRunId(uid: string, key: string): string {
  const hex = createHash("sha256").update(`idempotency-key\n${uid}\n${key}`).digest("hex");
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A key is opaque to us, but bounded and printable, so it can be logged and never abused as storage. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
