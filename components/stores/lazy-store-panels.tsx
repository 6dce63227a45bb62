'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

// The Special Deals and Weekly Sale tabs' panels, and swr with them, are fetched when the visitor
// first moves toward the tabs (warmStorePanels) or a tab is chosen (store-tabs.tsx renders a
// panel then), not with the store page. Meanwhile a panel says it is loading, as it does while
// its data comes.
const loadDeals = () => import('./store-deals');
const loadSale = () => import('./store-sale');
const Deals = lazy(() => loadDeals().then((module) => ({ default: module.StoreDeals })));
const Sale = lazy(() => loadSale().then((module) => ({ default: module.StoreSale })));

/** Fetches both panels' code ahead of a choice, so a tab's data is asked for as it is chosen. */
export function warmStorePanels() {
  loadDeals().catch(() => undefined);
  loadSale().catch(() => undefined);
}

export function StoreDeals(props: ComponentProps<typeof Deals>) {
  return (
    <Suspense fallback={<p aria-busy="true">{props.labels.loading}</p>}>
      <Deals {...props} />
    </Suspense>
  );
}

export function StoreSale(props: ComponentProps<typeof Sale>) {
  return (
    <Suspense fallback={<p aria-busy="true">{props.labels.loading}</p>}>
      <Sale {...props} />
    </Suspense>
  );
}
