import type { PhotoSigner } from "./plan-photos.ts";

/** Place ids this server grounded are recorded in store/grounded-places.ts; only those get signed photo links. */
/**
 * A signer that signs only grounded ids: for any other the stop shows the app's placeholder. `grounded`
 * is the recorded set (a saved plan) or what this run's own grounding confirmed (a plan action).
 */
export function onlyGrounded(
  signer: PhotoSigner | null,
  grounded: { has(placeId: string): boolean },
): PhotoSigner | null {
  return signer && ((placeId) => (grounded.has(placeId) ? signer(placeId) : null));
}
