'use client';

import { useEffect, useId, useState } from 'react';
import { NavLink } from './nav-link';
import styles from './main-nav.module.css';

interface MainNavProps {
  links: ReadonlyArray<{ href: string; label: string }>;
  labels: { nav: string; open: string; close: string };
}

/** The six header links; below 769 px they fold behind a menu button. */
export function MainNav({ links, labels }: MainNavProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <nav className={styles.nav} aria-label={labels.nav}>
      {/* Without script the menu cannot open: the same button goes to the footer's site map. */}
      <a href="#site-map" className={styles.toggle} data-without-script="">
        <span className={styles.bars} aria-hidden="true" />
        <span className="visually-hidden">{labels.open}</span>
      </a>
      <button
        type="button"
        data-needs-script=""
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.bars} aria-hidden="true" data-open={open} />
        <span className="visually-hidden">{open ? labels.close : labels.open}</span>
      </button>
      <ul id={listId} className={styles.list} data-open={open}>
        {links.map((link) => (
          <li key={link.href}>
            <NavLink href={link.href} className={styles.link} onClick={() => setOpen(false)}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
