'use client';

import { useEffect, useRef } from 'react';
import { needsScript, useHydrated } from '@/lib/hooks/use-hydrated';
import { saveMyList, useMyList } from '@/lib/hooks/use-my-list';
import { itemName } from '@/lib/sale/items';
import { inMyList, toggleEntry } from '@/lib/sale/my-list';
import { AddToMyList } from './add-to-my-list';
import { SaleItemText } from './sale-item-text';
import { listEntry, useSaleWeekItems, weekItem } from './sale-week-items';
import styles from './flyer-viewer.module.css';

interface FlyerItemCardProps {
  id: number;
  /** Picked by keyboard: the card takes focus, so that it is read out and its buttons are next. */
  takeFocus: boolean;
  onClose: () => void;
  /** "See it in the list": the deliberate way from the viewer to the item's entry under the flyer. */
  onShowInList: (id: number) => void;
}

/**
 * The item of a spot tapped in the flyer viewer, shown in place over the flyer: its name, price
 * and regular price, "Add to my list", and a way to its entry in the list. A tap never leaves
 * the viewer; the shopper goes on looking at the flyer.
 */
export function FlyerItemCard({ id, takeFocus, onClose, onShowInList }: FlyerItemCardProps) {
  const week = useSaleWeekItems();
  const list = useMyList();
  const hydrated = useHydrated();
  const card = useRef<HTMLElement>(null);
  const found = week ? weekItem(week, id) : null;

  useEffect(() => {
    if (takeFocus) card.current?.focus();
  }, [id, takeFocus]);

  if (!week || !found) return null;
  const { item, department } = found;
  const name = itemName(item, week.locale);
  return (
    <section ref={card} tabIndex={-1} aria-labelledby="flyer-item-name" className={styles.card}>
      <SaleItemText item={item} locale={week.locale} regularPriceLabel={week.labels.regularPrice} nameId="flyer-item-name" />
      <div className={styles.cardActions}>
        <AddToMyList
          pressed={inMyList(list ?? [], item.id)}
          ready={needsScript(hydrated && list !== null)}
          label={week.labels.addToList}
          itemName={name}
          onToggle={() => saveMyList(toggleEntry(list ?? [], listEntry(item, department, week)))}
        />
        <button type="button" className={`button button-outline ${styles.cardShow}`} onClick={() => onShowInList(item.id)}>
          {week.labels.showInList}
        </button>
      </div>
      <button type="button" className={styles.cardClose} onClick={onClose} aria-label={week.labels.closeItem}>
        ×
      </button>
    </section>
  );
}
