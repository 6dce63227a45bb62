'use client';

import Image from 'next/image';
import { useMemo } from 'react';
import type { AppLocale } from '@/lib/i18n/routing';
import { needsScript, useHydrated } from '@/lib/hooks/use-hydrated';
import { saveMyList, useMyList } from '@/lib/hooks/use-my-list';
import { itemName, type Department } from '@/lib/sale/items';
import { saleItemId, unitAfterPrice } from '@/lib/sale/item-groups';
import { toggleEntry, type MyListEntry } from '@/lib/sale/my-list';
import { AddToMyList } from './add-to-my-list';
import styles from './sale-items.module.css';

/** An item as the list shows it and My list keeps it (its department is its group's). */
export interface ShownSaleItem extends Pick<MyListEntry, 'id' | 'name' | 'name_eng' | 'name_own' | 'own_lang' | 'price' | 'unit'> {
  regular_price: string;
  /** "Flyers: Korean/English, Chinese", only for an item some of the region's flyers lack. */
  only?: string;
  picture?: string;
}

export interface ShownDepartment {
  department: Department;
  heading: string;
  items: ShownSaleItem[];
}

interface SaleItemsListProps {
  departments: readonly ShownDepartment[];
  locale: AppLocale;
  region: MyListEntry['region'];
  saleEnd: string;
  labels: { regularPrice: string; addToList: string };
}

/**
 * The items of sale-items.tsx by department, each with "Add to my list". One component reads the
 * shopper's list for every entry; the server renders it all, so it reads the same without script.
 */
export function SaleItemsList({ departments, locale, region, saleEnd, labels }: SaleItemsListProps) {
  const hydrated = useHydrated();
  const list = useMyList();
  const listed = useMemo(() => new Set(list?.map((entry) => entry.id)), [list]);
  const ready = needsScript(hydrated && list !== null);

  return departments.map(({ department, heading, items }) => (
    <section key={department} aria-labelledby={`sale-items-${department}`} className={styles.department}>
      <h3 id={`sale-items-${department}`} className={styles.departmentHeading}>
        {heading}
      </h3>
      <ul className={styles.list}>
        {items.map((item) => {
          const name = itemName(item, locale);
          const unit = unitAfterPrice(item.price, item.unit);
          const entry: MyListEntry = { id: item.id, name: item.name, name_eng: item.name_eng, name_own: item.name_own, own_lang: item.own_lang, price: item.price, unit: item.unit, department, region, sale_end: saleEnd };
          return (
            <li key={item.id} id={saleItemId(item.id)} tabIndex={-1} className={styles.item}>
              {item.picture ? <Image src={item.picture} alt="" width={64} height={64} sizes="64px" className={styles.picture} /> : null}
              <div className={styles.text}>
                <p className={styles.name}>
                  {name}
                  {item.name_own ? (
                    <span lang={item.own_lang || undefined} className={styles.own}>
                      {item.name_own}
                    </span>
                  ) : null}
                </p>
                <p className={styles.prices}>
                  <strong className={styles.price}>{item.price}</strong>
                  {unit ? <span className={styles.unit}>{unit}</span> : null}
                  {item.regular_price ? (
                    <span className={styles.regular}>
                      <span className="visually-hidden">{labels.regularPrice}: </span>
                      <s>{item.regular_price}</s>
                    </span>
                  ) : null}
                </p>
                {item.only ? <p className={styles.onlyIn}>{item.only}</p> : null}
              </div>
              <AddToMyList pressed={listed.has(item.id)} ready={ready} label={labels.addToList} itemName={name} onToggle={() => saveMyList(toggleEntry(list ?? [], entry))} />
            </li>
          );
        })}
      </ul>
    </section>
  ));
}
