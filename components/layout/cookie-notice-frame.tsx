'use client';

import type { ReactNode } from 'react';
import { useStorageFlag } from '@/lib/hooks/use-storage-flag';
import styles from './cookie-notice.module.css';

interface CookieNoticeFrameProps {
  label: string;
  ok: string;
  /** The notice's text, rendered on the server. */
  children: ReactNode;
}

/** Shown until OK is clicked, then never again in this browser (`visit` in local storage). */
export function CookieNoticeFrame({ label, ok, children }: CookieNoticeFrameProps) {
  // In the server's HTML for everyone, so a first visit paints it at once; the inline script
  // (lib/inline-scripts.mjs) hides it before the first paint for those who said OK before.
  const [visited, setVisited] = useStorageFlag('local', 'visit', false);
  if (visited) return null;
  return (
    <section className={styles.notice} aria-label={label} data-needs-script="">
      {children}
      <button type="button" className={styles.ok} onClick={() => setVisited(true)}>
        {ok}
      </button>
    </section>
  );
}
