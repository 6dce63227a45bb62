'use client';

import { Link } from '@/lib/i18n/navigation';
import { needsScript, useHydrated } from '@/lib/hooks/use-hydrated';
import { useMyList } from '@/lib/hooks/use-my-list';
import styles from './sale-items.module.css';

/** The way to the shopper's list, with how many items it holds; only once the list can be read (it needs script). */
export function MyListLink({ label }: { label: string }) {
  const hydrated = useHydrated();
  const list = useMyList();
  return (
    <Link href="/sale/my-list" className={`button button-outline ${styles.myListLink}`} data-needs-script={needsScript(hydrated && list !== null)}>
      {label} ({list?.length ?? 0})
    </Link>
  );
}
