'use client';

import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { RecordKind } from '@/lib/admin/record-kinds';
import { PRESENCE_BEAT_MS, presencePath } from '@/lib/admin/presence';
import styles from './admin.module.css';

/**
 * Which colleagues have this record's page open too: as the page was drawn (so it shows before
 * the script runs), then kept current by a beat every 30 seconds while the page is in view; the
 * page says when it is left, so a closed tab does not linger for the window's length.
 */
export function OthersEditing({ kind, id, initial }: { kind: RecordKind; id: number; initial: string[] }) {
  const t = useTranslations('admin');
  const locale = useLocale();
  const [editing, setEditing] = useState(initial);

  useEffect(() => {
    const path = presencePath(kind, id);
    let left = false;
    const beat = async () => {
      if (left || document.visibilityState !== 'visible') return;
      try {
        const answer = await fetch(path, { method: 'POST' });
        // A session that ended or a record gone: the form itself says so at its next save.
        if (answer.ok && !left) setEditing(((await answer.json()) as { editing: string[] }).editing);
      } catch {
        // Offline for a moment: the next beat tries again.
      }
    };
    const leave = () => {
      left = true;
      void fetch(path, { method: 'DELETE', keepalive: true }).catch(() => undefined);
    };
    const back = () => {
      if (document.visibilityState === 'visible') {
        left = false;
        void beat();
      }
    };
    // Back from another page through the browser's cache: the page was left, and is open again.
    const restored = (event: PageTransitionEvent) => event.persisted && back();
    void beat();
    const timer = window.setInterval(beat, PRESENCE_BEAT_MS);
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', restored);
    document.addEventListener('visibilitychange', back);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', restored);
      document.removeEventListener('visibilitychange', back);
      leave();
    };
  }, [kind, id]);

  if (!editing.length) return null;
  const names = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(editing);
  return (
    <p className={styles.othersEditing} role="status">
      {t('othersEditing', { names, count: editing.length })}
    </p>
  );
}
