'use client';

import { useState } from 'react';
import { useSearchParams } from 'next/navigation';

/**
 * The active tab, kept in the query parameter `param` when there is one (`/sale?lang=2`,
 * `/products?tab=3`), so the tab can be shared and follows Back and Forward; in state otherwise.
 * Choosing replaces the address without a server round trip: Next keeps useSearchParams in step
 * with the History API. A value that names no tab falls back to `initial`, then to the first.
 */
export function useQueryTab<K extends string | number>(param: string | undefined, keys: readonly K[], initial: K): [K, (next: K) => void, ((key: K) => string) | undefined] {
  const searchParams = useSearchParams();
  const [local, setLocal] = useState(initial);
  const raw = param ? searchParams.get(param) : null;
  const requested = param ? (keys.find((key) => String(key) === raw) ?? initial) : local;
  const active = keys.includes(requested) ? requested : (keys[0] ?? initial);

  const choose = (next: K) => {
    if (!param) {
      setLocal(next);
      return;
    }
    const url = new URL(window.location.href);
    url.searchParams.set(param, String(next));
    window.history.replaceState(null, '', url);
  };
  // The address of each tab, for tabs that are links (they then work without script).
  const hrefOf = param
    ? (key: K) => {
        const query = new URLSearchParams(searchParams.toString());
        query.set(param, String(key));
        return `?${query}`;
      }
    : undefined;
  return [active, choose, hrefOf];
}
