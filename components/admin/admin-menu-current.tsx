'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from '@/lib/i18n/client-navigation';
import { currentSection } from '@/lib/admin/current-section';

/**
 * The name of the section shown, in the phone menu's toggle; a move to another page closes the
 * menu (the layout, and so the open disclosure, stays across pages).
 */
export function AdminMenuCurrent({ sections }: { sections: ReadonlyArray<{ href: string; label: string }> }) {
  const path = usePathname();
  const ref = useRef<HTMLSpanElement>(null);
  const shown = useRef(path);
  useEffect(() => {
    // Not on the first render: a menu opened before the page's scripts ran stays open.
    if (shown.current === path) return;
    shown.current = path;
    ref.current?.closest('details')?.removeAttribute('open');
  }, [path]);
  return <span ref={ref}>{currentSection(path, sections)?.label}</span>;
}
