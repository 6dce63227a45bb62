'use client';

import { useMemo, useState, type FocusEvent, type PointerEvent } from 'react';

/**
 * Whether focus or a press is inside an element, with the handlers that tell (capture phase, on
 * the element). A widget that replaces its stand-in once its script arrives (a carousel's strip by
 * its slider) waits while engaged: the focused or pressed element would be removed under the
 * visitor's finger or keyboard.
 */
export function useEngaged() {
  const [engaged, setEngaged] = useState(false);
  const handlers = useMemo(
    () => ({
      onFocusCapture: () => setEngaged(true),
      onBlurCapture: (event: FocusEvent<HTMLElement>) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setEngaged(false);
      },
      onPointerDownCapture: () => setEngaged(true),
      onPointerUpCapture: (event: PointerEvent<HTMLElement>) => setEngaged(event.currentTarget.contains(document.activeElement)),
      onPointerCancelCapture: (event: PointerEvent<HTMLElement>) => setEngaged(event.currentTarget.contains(document.activeElement)),
    }),
    [],
  );
  return { engaged, handlers };
}
