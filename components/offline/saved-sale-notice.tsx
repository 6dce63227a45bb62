'use client';

import { useSyncExternalStore } from 'react';
import { storeToday } from '@/lib/dates';
import styles from './offline.module.css';

/** Read again whenever the browser says the connection came or went. */
function onConnectionChange(changed: () => void) {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

/**
 * On a weekly sale shown with no connection (the service worker's kept copy, issue 54): says so,
 * and until when its prices hold; a sale whose week has ended by the phone's date says that its
 * prices are no longer valid, whatever the connection. Nothing before script: the server's page
 * is always the current week.
 */
export function SavedSaleNotice({ saleEnd, words }: { saleEnd: string; words: { offline: string; ended: string } }) {
  const state = useSyncExternalStore<'current' | 'offline' | 'ended'>(
    onConnectionChange,
    () => (storeToday() > saleEnd ? 'ended' : navigator.onLine ? 'current' : 'offline'),
    () => 'current',
  );
  if (state === 'current') return null;
  return (
    <p className={styles.saved} role="status">
      {words[state]}
    </p>
  );
}
