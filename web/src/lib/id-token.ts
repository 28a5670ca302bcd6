/**
 * The signed-in traveller's ID token for API calls, as Firebase Auth provides it once its module has
 * loaded (./firebase registers the source). The API client asks here rather than importing Auth, so
 * a page without a session (a shared link) calls the API without fetching Auth's SDK: until Auth has
 * loaded there is no session to prove.
 */
type IdTokenSource = () => Promise<string | null>;

let source: IdTokenSource | null = null;

export function provideIdToken(next: IdTokenSource | null): void {
  source = next;
}

export function currentIdToken(): Promise<string | null> {
  return source ? source() : Promise.resolve(null);
}
