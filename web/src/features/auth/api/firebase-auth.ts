/**
 * Firebase Auth, loaded on demand: the landing and legal pages never pay for the SDK unless a
 * signed-in session may exist (see session-hint.ts).
 */
export async function loadFirebaseAuth() {
  const [{ auth }, sdk] = await Promise.all([import("../../../lib/firebase"), import("./auth-sdk")]);
  return { auth, sdk };
}

export type FirebaseAuthModule = Awaited<ReturnType<typeof loadFirebaseAuth>>;
