'use client';

import { Link } from '@/lib/i18n/navigation';
import { useStorageFlag } from '@/lib/hooks/use-storage-flag';
import styles from './cookie-notice.module.css';

interface CookieNoticeProps {
  labels: { label: string; text: string; privacy: string; ok: string };
}

/** Shown until OK is clicked, then never again in this browser (`visit` in local storage). */
export function CookieNotice({ labels }: CookieNoticeProps) {
  // In the server's HTML for everyone, so a first visit paints it at once; the inline script
  // (lib/inline-scripts.mjs) hides it before the first paint for those who said OK before.
  const [visited, setVisited] = useStorageFlag('local', 'visit', false);
  if (visited) return null;
  return (
    <section className={styles.notice} aria-label={labels.label} data-needs-script="">
      <p className={styles.text}>
        {labels.text}{' '}
        {/* On screen on every first visit and seldom followed: not worth a prefetch. */}
        <Link href="/privacy" prefetch={false} className={styles.link}>
          {labels.privacy}
        </Link>
      </p>
      <button type="button" className={styles.ok} onClick={() => setVisited(true)}>
        {labels.ok}
      </button>
    </section>
  );
}
