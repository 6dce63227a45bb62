'use client';

import { useState } from 'react';
import { replaceQueryParam, useAddressQuery } from './use-address-query';

/**
 * The active tab, kept in the query parameter `param` when there is one (`/sale?lang=2`,
 * `/products?tab=3`), so the tab can be shared and follows Back and Forward; in state otherwise.
 * Choosing replaces the address without a server round trip. Until the page has hydrated (and on
 * the server) the tab is `initial` and the query `renderedQuery`, which the page derives from the
 * same address. A value that names no tab falls back to `initial`, then to the first.
 */
export function useQueryTab<K extends string | number>(param: string | undefined, keys: readonly K[], initial: K, renderedQuery = ''): [K, (next: K) => void, ((key: K) => string) | undefined] {
  const search = useAddressQuery();
  const [local, setLocal] = useState(initial);
  const query = new URLSearchParams(search ?? renderedQuery);
  const raw = param && search !== null ? query.get(param) : null;
  const requested = param ? (keys.find((key) => String(key) === raw) ?? initial) : local;
  const active = keys.includes(requested) ? requested : (keys[0] ?? initial);

  const choose = (next: K) => {
    if (param) replaceQueryParam(param, String(next));
    else setLocal(next);
  };
  // The address of each tab, for tabs that are links (they then work without script).
  const hrefOf = param
    ? (key: K) => {
        const target = new URLSearchParams(query);
        target.set(param, String(key));
        return `?${target}`;
      }
    : undefined;
  return [active, choose, hrefOf];
}
