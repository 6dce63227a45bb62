'use client';

import type { ReactNode } from 'react';
import { useStorageFlag } from '@/lib/hooks/use-storage-flag';
import { needsScript, useHydrated } from '@/lib/hooks/use-hydrated';
import styles from './floating-widget.module.css';

interface FloatingPanelProps {
  labels: { label: string; open: string; close: string };
  /** The quick links, as list items (rendered on the server, icons and all). */
  links: ReactNode;
  /** What stays shown when the links are folded away (back to top). */
  children: ReactNode;
}

/** The floating widget's folding: open by default, its state kept for the session (`floatOpen`). */
export function FloatingPanel({ labels, links, children }: FloatingPanelProps) {
  const [open, setOpen] = useStorageFlag('session', 'floatOpen', true);
  const hydrated = useHydrated();
  return (
    <aside className={styles.widget} aria-label={labels.label} data-open={open}>
      <button
        type="button"
        data-needs-script={needsScript(hydrated)}
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="floating-links"
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true" className={styles.chevron} />
        <span className="visually-hidden">{open ? labels.close : labels.open}</span>
      </button>
      <ul id="floating-links" className={styles.links} hidden={!open}>
        {links}
      </ul>
      {children}
    </aside>
  );
}
