'use client';

import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useScrollLock } from '@/lib/hooks/use-scroll-lock';
import { needsScript, useHydrated, withoutScript } from '@/lib/hooks/use-hydrated';
import styles from './main-nav.module.css';

interface MainMenuProps {
  labels: { nav: string; open: string; close: string };
  /** The links, as list items rendered on the server. */
  children: ReactNode;
}

/** The header's links; below 769 px they fold behind a menu button, which a followed link closes. */
export function MainMenu({ labels, children }: MainMenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  // The open menu lies over the page, which must not scroll beneath it, as under a popup.
  useScrollLock(open);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    // Widened to 769 px or more, the links are a row of the header and the button is gone
    // (main-nav.module.css): nothing may stay open, or the page locked.
    const onResize = () => {
      if (toggle.current?.getClientRects().length === 0) setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('resize', onResize);
    };
  }, [open]);

  const closeOnLink = (event: MouseEvent<HTMLUListElement>) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  };

  return (
    <nav className={styles.nav} aria-label={labels.nav}>
      {/* Until this menu's script runs it cannot open: the same button goes to the footer's site map. */}
      <a href="#site-map" className={styles.toggle} data-without-script={withoutScript(hydrated)}>
        <span className={styles.bars} aria-hidden="true" />
        <span className="visually-hidden">{labels.open}</span>
      </a>
      <button
        ref={toggle}
        type="button"
        data-needs-script={needsScript(hydrated)}
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.bars} aria-hidden="true" data-open={open} />
        <span className="visually-hidden">{open ? labels.close : labels.open}</span>
      </button>
      {/* A click on a link inside closes the menu; the list itself is no control. */}
      <ul id={listId} className={styles.list} data-open={open} onClick={closeOnLink}>
        {children}
      </ul>
    </nav>
  );
}
