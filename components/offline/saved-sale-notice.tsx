'use client';

import { useEffect, useState } from 'react';
import { storeToday } from '@/lib/dates';
import styles from './offline.module.css';

/**
 * On a weekly sale shown with no connection (the service worker's kept copy, issue 54): says so,
 * and until when its prices hold; a sale whose week has ended by the phone's date says that its
 * prices are no longer valid, whatever the connection. Nothing before script: the server's page
 * is always the current week.
 */
export function SavedSaleNotice({ saleEnd, words }: { saleEnd: string; words: { offline: string; ended: string } }) {
  const [state, setState] = useState<'current' | 'offline' | 'ended'>('current');
  useEffect(() => {
    const read = () => setState(storeToday() > saleEnd ? 'ended' : navigator.onLine ? 'current' : 'offline');
    read();
    window.addEventListener('online', read);
    window.addEventListener('offline', read);
    return () => {
      window.removeEventListener('online', read);
      window.removeEventListener('offline', read);
    };
  }, [saleEnd]);
  if (state === 'current') return null;
  return (
    <p className={styles.saved} role="status">
      {words[state]}
    </p>
  );
}
