'use client';

import { Link } from '@/lib/i18n/navigation';
import { useStorageFlag } from '@/lib/hooks/use-storage-flag';
import styles from './cookie-notice.module.css';

interface CookieNoticeProps {
  labels: { label: string; text: string; privacy: string; ok: string };
}

/** Shown until OK is clicked, then never again in this browser (`visit` in local storage). */
export function CookieNotice({ labels }: CookieNoticeProps) {
  // The server assumes "visited", so returning visitors never see the notice flash.
  const [visited, setVisited] = useStorageFlag('local', 'visit', false, true);
  if (visited) return null;
  return (
    <section className={styles.notice} aria-label={labels.label}>
      <p className={styles.text}>
        {labels.text}{' '}
        <Link href="/privacy" className={styles.link}>
          {labels.privacy}
        </Link>
      </p>
      <button type="button" className={styles.ok} onClick={() => setVisited(true)}>
        {labels.ok}
      </button>
    </section>
  );
}
