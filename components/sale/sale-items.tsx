import Image from 'next/image';
import type { AppLocale } from '@/lib/i18n/routing';
import { formatTemplate } from '@/lib/i18n/format-template';
import { itemName, type Department, type Edition, type SaleItem } from '@/lib/sale/items';
import { byDepartment, onlyIn, ownNameLang, SALE_ITEMS_ID, saleItemId, unitAfterPrice } from '@/lib/sale/item-groups';
import type { MyListEntry } from '@/lib/sale/my-list';
import { AddToMyList } from './add-to-my-list';
import { MyListLink } from './my-list-link';
import styles from './sale-items.module.css';

export interface SaleItemsLabels {
  heading: string;
  /** "24 items from this week's flyer…", formatted on the server (a plural). */
  lead: string;
  regularPrice: string;
  /** "Flyer: {editions}". */
  onlyIn: string;
  addToList: string;
  myList: string;
  departments: Record<Department, string>;
  editions: Record<Edition, string>;
}

interface SaleItemsProps {
  items: readonly SaleItem[];
  locale: AppLocale;
  region: { slug: string; label: string };
  saleEnd: string;
  /** The editions the region prints (New Jersey has no Vietnamese one). */
  regionEditions: readonly Edition[];
  labels: SaleItemsLabels;
}

/**
 * The week's flyer as text, under the flyer: a heading per department, a list of its items (name
 * in the page's language and, in the Chinese, Vietnamese or Indian flyer's own language, price,
 * regular price, unit). All the week's items, not just one edition's: the price holds in the
 * region's stores whichever flyer printed it; an item only some flyers carry says which. Each entry
 * is the target of its spot on the flyer (`#sale-item-7`, highlighted by :target).
 */
export function SaleItems({ items, locale, region, saleEnd, regionEditions, labels }: SaleItemsProps) {
  return (
    <section id={SALE_ITEMS_ID} aria-labelledby="sale-items-heading" className={styles.section}>
      <div className={styles.head}>
        <h2 id="sale-items-heading" className={styles.heading}>
          {labels.heading}
        </h2>
        <MyListLink label={labels.myList} />
      </div>
      <p className={styles.lead}>{labels.lead}</p>
      {byDepartment(items).map(({ department, items: inDepartment }) => (
        <section key={department} aria-labelledby={`sale-items-${department}`} className={styles.department}>
          <h3 id={`sale-items-${department}`} className={styles.departmentHeading}>
            {labels.departments[department]}
          </h3>
          <ul className={styles.list}>
            {inDepartment.map((item) => {
              const name = itemName(item, locale);
              const lang = item.name_own ? ownNameLang(item) : undefined;
              const only = onlyIn(item, regionEditions);
              const unit = unitAfterPrice(item.price, item.unit);
              const entry: MyListEntry = {
                id: item.id,
                name: item.name,
                name_eng: item.name_eng,
                name_own: item.name_own,
                own_lang: lang ?? '',
                price: item.price,
                unit: item.unit,
                department: item.department,
                region,
                sale_end: saleEnd,
              };
              return (
                <li key={item.id} id={saleItemId(item.id)} tabIndex={-1} className={styles.item}>
                  {item.picture ? <Image src={item.picture} alt="" width={64} height={64} sizes="64px" className={styles.picture} /> : null}
                  <div className={styles.text}>
                    <p className={styles.name}>
                      {name}
                      {item.name_own ? (
                        <span lang={lang} className={styles.own}>
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
                    {only.length > 0 ? <p className={styles.onlyIn}>{formatTemplate(labels.onlyIn, { editions: only.map((edition) => labels.editions[edition]).join(', ') })}</p> : null}
                  </div>
                  <AddToMyList entry={entry} label={labels.addToList} itemName={name} />
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </section>
  );
}
