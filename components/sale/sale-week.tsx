import { getLocale, getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';
import { formatSaleWeek, formatShortWeek } from '@/lib/format/dates';
import type { Sale } from '@/lib/api/types';
import { saleHref, saleRegionOf } from '@/lib/content/sale-regions';
import { DEPARTMENTS, EDITIONS, type SaleItem } from '@/lib/sale/items';
import { tabEdition } from '@/lib/sale/item-groups';
import { localizedPath } from '@/lib/seo/metadata';
import { FlyerViewer } from './flyer-viewer';
import { flyerEditions } from './flyer-editions';
import { editionsWithItems } from './flyer-edition-items';
import { flyerLabels } from './sale-labels';
import { SaleDisclaimer } from './sale-disclaimer';
import { SaleItems, shownDepartments, type SaleItemsLabels } from './sale-items';
import { SaleWeekItemsProvider, type SaleWeekItems } from './sale-week-items';
import { SaleItemsJsonLd } from './sale-items-json-ld';
import { SaleDepartmentsAside } from './sale-departments-aside';
import styles from './flyer-viewer.module.css';

interface SaleWeekProps {
  sale: Sale;
  /** The week's items (none when staff entered none, or they could not be read). */
  items: SaleItem[];
  locationLabel: string;
}

/**
 * One location's week: the dates, the flyer, then its small print (with the Silver Spring and
 * Herndon exclusions in MD and VA), as a printed ad has it: on a phone the flyer then starts in
 * the first screen instead of below five lines of fine print. Then the week's items as text
 * (spots on the flyer lead to them) and as schema.org data. The page is one per region, cached
 * for all its editions: the first is rendered, the one the address names (`?lang=3`) is shown once
 * the viewer's script has read the address.
 */
export async function SaleWeek({ sale, items, locationLabel }: SaleWeekProps) {
  const locale = await getLocale();
  const t = await getTranslations('sale');
  const week = formatSaleWeek(sale.sale_start, locale);
  const { viewer, tabNames, altTemplate } = await flyerLabels();
  const region = { slug: saleRegionOf(sale.location)?.slug ?? '', label: locationLabel };
  const editions = editionsWithItems(flyerEditions(sale, tabNames, altTemplate, locationLabel, week), items, locale, {
    altNote: (count) => t('items.flyerAlt', { count }),
    spots: t('items.spotsLabel'),
    link: t('items.asText', { count: items.length }),
  });

  const itemsLabels: SaleItemsLabels = {
    heading: t('items.heading'),
    lead: t('items.lead', { count: items.length }),
    regularPrice: t('items.regularPrice'),
    onlyIn: t.raw('items.onlyIn') as string,
    addToList: t('items.addToList'),
    myList: t('items.myList'),
    departmentsNav: t('items.departmentsNav'),
    departments: Object.fromEntries(DEPARTMENTS.map((department) => [department, t(`departments.${department}`)])) as Record<(typeof DEPARTMENTS)[number], string>,
    editions: Object.fromEntries(EDITIONS.map((edition, index) => [edition, tabNames[index + 1] ?? edition])) as Record<(typeof EDITIONS)[number], string>,
  };
  const regionEditions = EDITIONS.filter((edition) => editions.some((shown) => tabEdition(shown.tab) === edition));
  const weekItems: SaleWeekItems | null = items.length
    ? {
        departments: shownDepartments(items, regionEditions, itemsLabels),
        locale,
        region,
        saleEnd: sale.sale_end,
        labels: { regularPrice: itemsLabels.regularPrice, addToList: itemsLabels.addToList, closeItem: t('items.closeItem'), showInList: t('items.showInList') },
        listing: {
          name: t('regionTitle', { region: locationLabel, week: formatShortWeek(sale.sale_start, locale) }),
          url: `${env.siteUrl}${localizedPath(locale, saleHref(sale.location))}`,
          siteUrl: env.siteUrl,
          flyers: { korean: sale.file_korean, chinese: sale.file_chinese, vietnamese: sale.file_vietnamese, indian: sale.file_indian },
        },
      }
    : null;
  const flyerAndItems = (
    <>
      <FlyerViewer editions={editions} initialTab={1} tabParam="lang" labels={viewer} main />
      <SaleDisclaimer location={sale.location} />
      {weekItems ? <SaleItems departments={weekItems.departments} labels={itemsLabels} /> : null}
    </>
  );
  // On a wide screen the departments stand beside the flyer and the items (the right third of the screen was empty).
  const content = weekItems ? (
    <div className={styles.weekLayout}>
      <div className={styles.weekMain}>{flyerAndItems}</div>
      <SaleDepartmentsAside departments={weekItems.departments} labels={itemsLabels} />
    </div>
  ) : (
    flyerAndItems
  );

  return (
    <section aria-labelledby="sale-week">
      <h2 id="sale-week" className={styles.week}>
        <span className="visually-hidden">{t('week')}: </span>
        {week}
      </h2>
      {/* The week's items go to the browser once, for the list, the flyer viewer's item card and the schema.org data. */}
      {weekItems ? (
        <SaleWeekItemsProvider value={weekItems}>
          {content}
          <SaleItemsJsonLd />
        </SaleWeekItemsProvider>
      ) : (
        content
      )}
    </section>
  );
}
