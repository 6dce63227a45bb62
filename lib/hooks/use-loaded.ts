'use client';

import { useEffect, type Dispatch, type SetStateAction } from 'react';

/**
 * Once `wanted` has become true, runs `load` (a component fetched with `import()`) and puts what it
 * resolves to in the caller's state (`keep`). Keeps a heavy widget's script out of the page's first
 * load: the caller shows a stand-in laid out the same until it arrives. The state is the caller's
 * own (`useState`), so React sees a component kept across renders, not one made during one.
 */
export function useLoaded<T>(load: () => Promise<T>, wanted: boolean, keep: Dispatch<SetStateAction<T | null>>): void {
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    load().then(
      (value) => {
        // A function is kept as itself, not called as an updater.
        if (current) keep(() => value);
      },
      // Not fetched (no signal, a release that replaced the file): the stand-in stays, as without script.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [load, wanted, keep]);
}
