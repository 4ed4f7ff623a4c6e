/**
 * Whether this browser may hold a signed-in session, told without the Firebase SDK: a visitor who
 * never signed in here gets every page without the SDK's chunk and its start, until they sign in.
 * lib/firebase.ts notes each user Firebase reports; before the first note (a session older than
 * it), Firebase's own storage is looked for.
 */
export const SESSION_NOTE_KEY = 'fx.auth.session';

/** Firebase keeps the user in this IndexedDB database, or in localStorage under this prefix. */
const FIREBASE_DATABASE = 'firebaseLocalStorageDb';
const FIREBASE_LOCAL_PREFIX = 'firebase:authUser:';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Notes whether Firebase has just reported someone signed in. */
export function noteSession(signedIn: boolean): void {
  try {
    storage()?.setItem(SESSION_NOTE_KEY, signedIn ? 'signed-in' : 'signed-out');
  } catch {
    // storage full or refused: the next page looks for Firebase's own storage instead
  }
}

/** False only when this browser surely has no session; when in doubt, true. */
export async function mayHaveSession(): Promise<boolean> {
  const local = storage();
  if (!local) return true;
  const noted = local.getItem(SESSION_NOTE_KEY);
  if (noted === 'signed-in' || noted === 'signed-out') return noted === 'signed-in';
  if (Object.keys(local).some((key) => key.startsWith(FIREBASE_LOCAL_PREFIX))) return true;
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
  try {
    const databases = await indexedDB.databases();
    return databases.some((database) => database.name === FIREBASE_DATABASE);
  } catch {
    return true;
  }
}
