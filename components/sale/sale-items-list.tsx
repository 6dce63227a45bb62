'use client';

import { useMemo } from 'react';
import { needsScript, useHydrated } from '@/lib/hooks/use-hydrated';
import { saveMyList, useMyList } from '@/lib/hooks/use-my-list';
import { itemName } from '@/lib/sale/items';
import { saleItemId } from '@/lib/sale/item-groups';
import { toggleEntry } from '@/lib/sale/my-list';
import { AddToMyList } from './add-to-my-list';
import { SaleItemText } from './sale-item-text';
import { listEntry, useSaleWeekItems } from './sale-week-items';
import styles from './sale-items.module.css';

/**
 * The week's items by department (from sale-week-items.tsx), each with "Add to my list". One
 * component reads the shopper's list for every entry; the server renders it all, so it reads the
 * same without script.
 */
export function SaleItemsList() {
  const week = useSaleWeekItems();
  const hydrated = useHydrated();
  const list = useMyList();
  const listed = useMemo(() => new Set(list?.map((entry) => entry.id)), [list]);
  const ready = needsScript(hydrated && list !== null);
  if (!week) return null;
  const { departments, locale, labels } = week;

  return departments.map(({ department, heading, items }) => (
    <section key={department} aria-labelledby={`sale-items-${department}`} className={styles.department}>
      <h3 id={`sale-items-${department}`} className={styles.departmentHeading}>
        {heading}
      </h3>
      <ul className={styles.list}>
        {items.map((item) => {
          const name = itemName(item, locale);
          const entry = listEntry(item, department, week);
          return (
            <li key={item.id} id={saleItemId(item.id)} tabIndex={-1} className={styles.item}>
              {item.thumbnail ? (
                // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, from getImageProps (sale-items.tsx)
                <img {...item.thumbnail} alt="" loading="lazy" decoding="async" className={styles.picture} />
              ) : null}
              <SaleItemText item={item} locale={locale} regularPriceLabel={labels.regularPrice} />
              <AddToMyList pressed={listed.has(item.id)} ready={ready} label={labels.addToList} itemName={name} onToggle={() => saveMyList(toggleEntry(list ?? [], entry))} />
            </li>
          );
        })}
      </ul>
    </section>
  ));
}
