'use client';

import { useEffect, type RefObject } from 'react';

/**
 * Opens `dialog` as a modal while `open` (focus moves in, Escape closes, the page behind is
 * inert), focusing `initialFocus`; closes it otherwise. jsdom has no showModal: the attribute.
 */
export function useModalDialog(dialog: RefObject<HTMLDialogElement | null>, open: boolean, initialFocus: RefObject<HTMLElement | null>, onOpen?: () => void) {
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      onOpen?.();
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
      initialFocus.current?.focus();
    } else if (!open && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
    // onOpen runs at opening only; it is not a reason to re-run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, dialog, initialFocus]);
}
