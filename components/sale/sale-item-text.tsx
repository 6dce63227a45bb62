import type { AppLocale } from '@/lib/i18n/routing';
import { itemName } from '@/lib/sale/items';
import { unitAfterPrice } from '@/lib/sale/item-groups';
import type { ShownSaleItem } from './sale-week-items';
import styles from './sale-items.module.css';

interface SaleItemTextProps {
  item: ShownSaleItem;
  locale: AppLocale;
  regularPriceLabel: string;
  /** The name's id, where something is labelled by it (the flyer viewer's item card). */
  nameId?: string;
}

/** An item of the week as text: its name (and its own-language name), price, unit and regular price, and which flyers have it. */
export function SaleItemText({ item, locale, regularPriceLabel, nameId }: SaleItemTextProps) {
  const unit = unitAfterPrice(item.price, item.unit);
  return (
    <div className={styles.text}>
      <p id={nameId} className={styles.name}>
        {itemName(item, locale)}
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
            <span className="visually-hidden">{regularPriceLabel}: </span>
            <s>{item.regular_price}</s>
          </span>
        ) : null}
      </p>
      {item.only ? <p className={styles.onlyIn}>{item.only}</p> : null}
    </div>
  );
}
