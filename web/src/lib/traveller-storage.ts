/**
 * What the app keeps in this browser's localStorage about a signed-in traveller: the planner's state
 * (trip, draft, final plan), under keys starting with this prefix. A shared computer must not show it
 * to whoever comes next, so sign-out and account deletion forget it all (forgetTravellerData).
 */
export const PLANNER_STORAGE_PREFIX = "planner:";

/** Removes every planner state this browser holds, of any account; the number removed. */
export function forgetTravellerData(storage: Storage | undefined = globalThis.localStorage): number {
  try {
    if (!storage) return 0;
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key?.startsWith(PLANNER_STORAGE_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
    return keys.length;
  } catch {
    // Storage blocked (privacy settings): nothing was kept either.
    return 0;
  }
}
