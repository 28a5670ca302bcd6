// Imported first by tests that run function modules in-process: the functions' Firestore instance
// applies its settings on first use, which must come before support.ts touches the same instance.
import { firestore } from "../src/store/db.ts";

firestore();
