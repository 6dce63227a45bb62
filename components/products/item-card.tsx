import { ServerImage } from '@/components/ui/server-image';
import type { CarouselKind } from '@/lib/products/carousel-layout';
import styles from './products.module.css';

export interface CarouselItem {
  key: string;
  name: string;
  text?: string;
  picture: string;
}

/** One product in a carousel, rendered on the server: the carousel only moves it. */
export function ItemCard({ item, kind }: { item: CarouselItem; kind: CarouselKind }) {
  return (
    <div className={kind === 'brands' ? styles.brandCard : styles.itemCard}>
      <ServerImage src={`/images/food/${item.picture}.webp`} alt="" width={128} height={128} sizes="128px" className={styles.itemPicture} />
      <p className={styles.itemName}>{item.name}</p>
      {item.text ? <p className={styles.itemText}>{item.text}</p> : null}
    </div>
  );
}

/** Cards as the carousel takes them. */
export const itemCards = (items: CarouselItem[], kind: CarouselKind) => items.map((item) => ({ key: item.key, card: <ItemCard item={item} kind={kind} /> }));
