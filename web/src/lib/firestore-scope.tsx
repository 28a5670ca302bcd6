import type { ReactNode } from "react";
import { FirebaseAppProvider, FirestoreProvider } from "reactfire";
import { firebaseApp } from "./firebase";
import { firestore } from "./firestore";

/** reactfire's app and Firestore around the listeners below it (each a lazy chunk's, with Firestore's SDK). */
export function FirestoreScope({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <FirestoreProvider sdk={firestore()}>{children}</FirestoreProvider>
    </FirebaseAppProvider>
  );
}
