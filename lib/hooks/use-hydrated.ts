'use client';

import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False in the server's HTML and until React has taken this component over, then true. A control
 * keys its scripted and no-script forms on it (`needsScript`, `withoutScript`), so each switches
 * only once its own code runs; a form whose sending needs script keeps Submit disabled until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}

/** `data-needs-script`: hidden while `waiting` (globals.css, "Without script"). */
export const needsScript = (hydrated: boolean) => (hydrated ? 'ready' : 'waiting');

/** `data-without-script`: the no-script stand-in, hidden once `replaced`. */
export const withoutScript = (hydrated: boolean) => (hydrated ? 'replaced' : 'shown');
