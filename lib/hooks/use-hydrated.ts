'use client';

import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False in the server's HTML and until React has taken the page over, then true. A form whose
 * sending needs script keeps its submit button disabled until then, so an early tap cannot
 * post it natively and lose what was typed.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}
