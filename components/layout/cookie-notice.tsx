import { Link } from '@/lib/i18n/navigation';
import { COOKIE_NOTICE_SEEN_SCRIPT } from '@/lib/inline-scripts.mjs';
import { CookieNoticeFrame } from './cookie-notice-frame';
import styles from './cookie-notice.module.css';

interface CookieNoticeProps {
  labels: { label: string; text: string; privacy: string; ok: string };
}

/** The cookie notice; its text is server-rendered, only the OK that dismisses it is a client leaf. */
export function CookieNotice({ labels }: CookieNoticeProps) {
  return (
    <>
      {/* Before the notice, so a browser that said OK before hides it before it is painted. */}
      <script dangerouslySetInnerHTML={{ __html: COOKIE_NOTICE_SEEN_SCRIPT }} />
      <CookieNoticeFrame label={labels.label} ok={labels.ok}>
      <p className={styles.text}>
        {labels.text}{' '}
        {/* On screen on every first visit and seldom followed: not worth a prefetch. */}
        <Link href="/privacy" prefetch={false} className={styles.link}>
          {labels.privacy}
        </Link>
      </p>
      </CookieNoticeFrame>
    </>
  );
}
