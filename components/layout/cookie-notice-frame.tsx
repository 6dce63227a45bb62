'use client';

import { useRef, type ReactNode } from 'react';
import { useStorageFlag } from '@/lib/hooks/use-storage-flag';
import { useTypedBeforeHydration } from '@/lib/forms/typed-before-hydration';
import styles from './cookie-notice.module.css';

interface CookieNoticeFrameProps {
  label: string;
  ok: string;
  /** The notice's text, rendered on the server. */
  children: ReactNode;
}

/**
 * Shown until OK is clicked, then never again in this browser (`visit` in local storage). In the
 * server's HTML for everyone, so a first visit paints it at once (cookie-notice.tsx hides it
 * before the paint for those who said OK before). A non-modal <dialog> whose OK is a
 * `method="dialog"` form: before this script runs, OK closes it natively, and this code then
 * keeps that answer.
 */
export function CookieNoticeFrame({ label, ok, children }: CookieNoticeFrameProps) {
  const [visited, setVisited] = useStorageFlag('local', 'visit', false);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (element) => {
    if (!element.closest('dialog')?.open) setVisited(true);
  });
  if (visited) return null;
  return (
    <dialog open className={styles.notice} aria-label={label} data-cookie-notice>
      {children}
      <form
        ref={form}
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          setVisited(true);
        }}
      >
        <button type="submit" className={styles.ok}>
          {ok}
        </button>
      </form>
    </dialog>
  );
}
