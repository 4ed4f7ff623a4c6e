import type { Location } from 'react-router';
import { paths } from '@/config/paths';

/** What a redirect to a sign-in or gate screen puts in `location.state`. */
export type ReturnToState = { from: Pick<Location, 'pathname' | 'search' | 'hash'> | string };

export function returnToState(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
): ReturnToState {
  return { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
}

/** Pages that would send the user straight back to a form they have just completed. */
const NOT_A_DESTINATION = /^\/(signin|signup|box)(\/|$)/i;

/**
 * Where to go after signing in or passing the gate: `state.from` if it is a path inside this
 * site (never another origin), else the fallback.
 */
export function returnToPath(state: unknown, fallback: string = paths.home()): string {
  const from =
    typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  let path: string | null = null;
  if (typeof from === 'string') {
    path = from;
  } else if (typeof from === 'object' && from !== null) {
    const { pathname, search, hash } = from as {
      pathname?: unknown;
      search?: unknown;
      hash?: unknown;
    };
    if (typeof pathname === 'string') {
      path =
        pathname +
        (typeof search === 'string' ? search : '') +
        (typeof hash === 'string' ? hash : '');
    }
  }
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\'))
    return fallback;
  if (NOT_A_DESTINATION.test(path)) return fallback;
  return path;
}
