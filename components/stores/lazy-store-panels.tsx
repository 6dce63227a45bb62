'use client';

import dynamic from 'next/dynamic';

// The Special Deals and Weekly Sale tabs' panels, and swr with them, are fetched when their tab is
// first chosen (store-tabs.tsx renders a panel then), not with the store page.
export const StoreDeals = dynamic(() => import('./store-deals').then((module) => module.StoreDeals));
export const StoreSale = dynamic(() => import('./store-sale').then((module) => module.StoreSale));
