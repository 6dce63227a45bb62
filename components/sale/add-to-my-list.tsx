'use client';

import { needsScript, useHydrated } from '@/lib/hooks/use-hydrated';
import { saveMyList, useMyList } from '@/lib/hooks/use-my-list';
import { inMyList, toggleEntry, type MyListEntry } from '@/lib/sale/my-list';
import styles from './sale-items.module.css';

/**
 * "Add to my list", a toggle (pressed while the item is on the list). The list lives in this
 * browser, so until this script has run the button is hidden rather than one that does nothing.
 */
export function AddToMyList({ entry, label, itemName }: { entry: MyListEntry; label: string; itemName: string }) {
  const hydrated = useHydrated();
  const list = useMyList();
  const pressed = list ? inMyList(list, entry.id) : false;
  return (
    <button
      type="button"
      className={styles.add}
      aria-pressed={pressed}
      data-needs-script={needsScript(hydrated && list !== null)}
      onClick={() => saveMyList(toggleEntry(list ?? [], entry))}
    >
      <span aria-hidden="true" className={styles.addMark}>
        {pressed ? '✓' : '+'}
      </span>
      {label}
      <span className="visually-hidden">: {itemName}</span>
    </button>
  );
}
