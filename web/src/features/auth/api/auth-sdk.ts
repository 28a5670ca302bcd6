/**
 * The parts of Firebase Auth the app calls, named one by one: a dynamic import of "firebase/auth" itself
 * keeps the whole SDK (phone sign-in, multi-factor, every provider), since a bundler cannot tell which
 * of a namespace's members will be read. Named here, the rest is left out of every signed-in page.
 */
export {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  onAuthStateChanged,
  sendEmailVerification,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
} from "firebase/auth";
