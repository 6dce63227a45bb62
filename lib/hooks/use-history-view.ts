'use client';

import { useCallback, useEffect, useState } from 'react';

/**
 * A record opened in place (on the shared board) as a history entry of its own, so the phone's
 * Back closes it and Forward opens it again. Only `{[key]: id}` goes into history.state; nothing
 * goes into the address. Next's router keeps its own state beside ours (it copies it in).
 */
export function useHistoryView(key: string): { id: number | null; open: (id: number) => void; close: () => void } {
  const [id, setId] = useState<number | null>(null);

  useEffect(() => {
    const follow = () => {
      const value: unknown = window.history.state?.[key];
      setId(typeof value === 'number' ? value : null);
    };
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, [key]);

  const open = useCallback(
    (next: number) => {
      window.history.pushState({ [key]: next }, '');
      setId(next);
    },
    [key],
  );

  // The List button goes back too, so Back after List does not reopen the record.
  const close = useCallback(() => {
    if (typeof window.history.state?.[key] === 'number') window.history.back();
    else setId(null);
  }, [key]);

  return { id, open, close };
}
