'use client';

import { useRef, type ReactNode } from 'react';
import { useModalDialog } from '@/lib/hooks/use-modal-dialog';
import { useScrollLock } from '@/lib/hooks/use-scroll-lock';
import styles from './popup.module.css';

interface PopupProps {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  wide?: boolean;
}

/**
 * A modal popup (native <dialog>: focus moves in, Escape closes, the page behind is inert) that
 * also closes on a click outside it; the page does not scroll while it is open.
 */
export function Popup({ open, onClose, title, closeLabel, children, wide }: PopupProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useScrollLock(open);

  useModalDialog(dialogRef, open, closeRef);

  return (
    <dialog
      ref={dialogRef}
      className={styles.popup}
      data-wide={wide}
      aria-label={title}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose();
      }}
    >
      <div className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
        <button ref={closeRef} type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
          ×
        </button>
      </div>
      <div className={styles.body}>{open ? children : null}</div>
    </dialog>
  );
}
