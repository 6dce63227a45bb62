import type { AppLocale } from '@/lib/i18n/routing';
import { itemName, type SaleItem } from '@/lib/sale/items';
import { tabEdition } from '@/lib/sale/item-groups';
import type { FlyerEdition } from './flyer-viewer';

interface EditionItemsLabels {
  /** The sentence added to a picture's text alternative: how many items it shows, and that the list has them as text. */
  altNote: (count: number) => string;
  spots: string;
  link: string;
}

/**
 * Each edition of the flyer with its items: the picture's text alternative says how many items it
 * shows (those in that edition) and points to the list; the items placed on that picture become its spots.
 */
export function editionsWithItems(editions: readonly FlyerEdition[], items: readonly SaleItem[], locale: AppLocale, labels: EditionItemsLabels): FlyerEdition[] {
  if (items.length === 0) return [...editions];
  return editions.map((edition) => {
    const key = tabEdition(edition.tab);
    const shown = items.filter((item) => key && item.editions.includes(key));
    const spots = shown.flatMap((item) => {
      const spot = key ? item.spots[key] : undefined;
      return spot ? [{ id: item.id, label: `${itemName(item, locale)}, ${item.price}`, spot }] : [];
    });
    return {
      ...edition,
      alt: shown.length ? `${edition.alt}. ${labels.altNote(shown.length)}` : edition.alt,
      items: { spots, spotsLabel: labels.spots, link: labels.link },
    };
  });
}
