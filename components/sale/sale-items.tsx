import { formatTemplate } from '@/lib/i18n/format-template';
import type { Department, Edition, SaleItem } from '@/lib/sale/items';
import { byDepartment, listedItem, onlyIn, SALE_ITEMS_ID } from '@/lib/sale/item-groups';
import { optimizedImage } from '../ui/optimized-image';
import { MyListLink } from './my-list-link';
import { SaleItemsList } from './sale-items-list';
import type { ShownDepartment, ShownSaleItem } from './sale-week-items';
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
  /** The department bar's name ("Departments"). */
  departmentsNav: string;
  departments: Record<Department, string>;
  editions: Record<Edition, string>;
}

interface SaleItemsProps {
  departments: readonly ShownDepartment[];
  labels: Pick<SaleItemsLabels, 'heading' | 'lead' | 'myList' | 'departmentsNav'>;
}

/** What the list shows of an item, and what My list keeps of it: nothing the page does not use. */
function shownItem(item: SaleItem, regionEditions: readonly Edition[], labels: SaleItemsLabels): ShownSaleItem {
  const only = onlyIn(item, regionEditions);
  return {
    ...listedItem(item),
    regular_price: item.regular_price,
    editions: item.editions,
    ...(only.length ? { only: formatTemplate(labels.onlyIn, { editions: only.map((edition) => labels.editions[edition]).join(', ') }) } : {}),
    ...(item.picture ? { picture: item.picture, thumbnail: optimizedImage(item.picture, { width: 64, height: 64 }) } : {}),
  };
}

/** The week's items by department, as the list and the flyer's item card show them. */
export function shownDepartments(items: readonly SaleItem[], regionEditions: readonly Edition[], labels: SaleItemsLabels): ShownDepartment[] {
  return byDepartment(items).map(({ department, items: inDepartment }) => ({
    department,
    heading: labels.departments[department],
    items: inDepartment.map((item) => shownItem(item, regionEditions, labels)),
  }));
}

/**
 * The week's flyer as text, under the flyer: a heading per department, a list of its items (name
 * in the page's language and, in the Chinese, Vietnamese or Indian flyer's own language, price,
 * regular price, unit). All the week's items, not just one edition's: the price holds in the
 * region's stores whichever flyer printed it; an item only some flyers carry says which. Each entry
 * is the target of its spot on the flyer (`#sale-item-7`, highlighted by :target).
 *
 * The entries are drawn by one client component from the items' plain data, given to the week
 * once (sale-week-items.tsx, which the flyer's item card reads too): as server components,
 * the 80 entries of a region's week repeated their whole element tree in the page's RSC payload
 * (88 kB of the Maryland page's 173 kB), besides one "Add to my list" leaf with its props each.
 */
export function SaleItems({ departments, labels }: SaleItemsProps) {
  return (
    <section id={SALE_ITEMS_ID} aria-labelledby="sale-items-heading" className={styles.section}>
      <div className={styles.head}>
        <h2 id="sale-items-heading" className={styles.heading}>
          {labels.heading}
        </h2>
        <MyListLink label={labels.myList} />
      </div>
      <p className={styles.lead}>{labels.lead}</p>
      {/* Plain links to each department's heading: on a phone the week is a dozen screens long, and the bar stays under the header. */}
      <nav aria-label={labels.departmentsNav} className={styles.departmentBar}>
        <ul>
          {departments.map(({ department, heading }) => (
            <li key={department}>
              <a href={`#sale-items-${department}`}>{heading}</a>
            </li>
          ))}
        </ul>
      </nav>
      <SaleItemsList />
    </section>
  );
}
