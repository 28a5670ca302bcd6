import { connectFirestoreEmulator, getFirestore, type Firestore } from "firebase/firestore";
import { env } from "../config/env";
import { firebaseApp } from "./firebase";

/**
 * Firestore's web SDK is the heaviest part of Firebase: only lazy chunks import this module (through
 * FirestoreScope: the plan-job follower, and a shared trip's listeners), so no page's first load carries it. The client only ever reads here; every
 * write goes through the API.
 */
let instance: Firestore | null = null;

export function firestore(): Firestore {
  if (!instance) {
    instance = getFirestore(firebaseApp);
    if (env.useEmulators) {
      const { hostname, port } = new URL(env.firestoreEmulatorUrl);
      connectFirestoreEmulator(instance, hostname, Number(port));
    }
  }
  return instance;
}
