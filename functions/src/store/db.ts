import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { getConfig } from "../config.ts";

function app() {
  return getApps()[0] ?? initializeApp({ projectId: getConfig().projectId });
}

let db: Firestore | null = null;

/** Firestore through firebase-admin; in the emulator suite FIRESTORE_EMULATOR_HOST points it locally. */
export function firestore(): Firestore {
  if (!db) {
    db = getFirestore(app());
    db.settings({ ignoreUndefinedProperties: true });
  }
  return db;
}

export function adminAuth() {
  return getAuth(app());
}

/** Contended balance documents retry more than the default five times before giving up. */
export const TRANSACTION_ATTEMPTS = 25;
