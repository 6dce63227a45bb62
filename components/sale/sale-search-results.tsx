import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { formatDay } from '@/lib/format/dates';
import { EDITIONS, itemName } from '@/lib/sale/items';
import { listedItem } from '@/lib/sale/item-groups';
import { SearchResultAddToList } from './search-result-add-to-list';
import type { SaleSearchResult } from '@/lib/server/services/sale-search';
import styles from './sale-search.module.css';

interface SaleSearchResultsProps {
  locale: AppLocale;
  query: string;
  count: number;
  results: readonly SaleSearchResult[];
}

/**
 * A search's answers, best first: each item's name in the page's language (the other language's
 * beside it), its sale price, its region and the day the price ends, linked to the item on its
 * region's sale page, and "Add to my list" as the region's page has it.
 */
export async function SaleSearchResults({ locale, query, count, results }: SaleSearchResultsProps) {
  const t = await getTranslations({ locale, namespace: 'sale.search' });
  const tabs = await getTranslations({ locale, namespace: 'sale.tabs' });
  const edition = (name: (typeof EDITIONS)[number]) => tabs(String(EDITIONS.indexOf(name) + 1) as '1');
  const addToList = (await getTranslations({ locale, namespace: 'sale.items' }))('addToList');
  return (
    <section aria-labelledby="sale-search-heading">
      <h2 id="sale-search-heading" className={styles.heading}>
        {t('resultsTitle', { query })}
      </h2>
      {results.length ? (
        <>
          <p className={styles.count}>
            {t('count', { count })}
            {count > results.length ? ` ${t('more', { shown: results.length, count })}` : null}
          </p>
          <ol className={styles.list}>
            {results.map(({ item, region, sale_end: saleEnd, href }) => {
              const other = locale === 'en' ? item.name : item.name_eng;
              return (
                <li key={`${region.location}-${item.id}`} className={styles.result}>
                  <p className={styles.name}>
                    <Link href={href}>{itemName(item, locale)}</Link>
                    {other && other !== itemName(item, locale) ? (
                      <span lang={locale === 'en' ? 'ko' : 'en'} className={styles.other}>
                        {other}
                      </span>
                    ) : null}
                  </p>
                  <p className={styles.price}>
                    <strong>{item.price}</strong>
                    {item.unit ? ` (${item.unit})` : null}
                    {item.regular_price ? <span className={styles.regular}>{t('regular', { price: item.regular_price })}</span> : null}
                  </p>
                  <p className={styles.meta}>
                    {region.label} · {t('until', { date: formatDay(saleEnd, locale) })} · {t('editions', { editions: item.editions.map(edition).join(', ') })}
                  </p>
                  <SearchResultAddToList
                    label={addToList}
                    itemName={itemName(item, locale)}
                    entry={{ ...listedItem(item), department: item.department, region: { slug: region.slug, label: region.label }, sale_end: saleEnd }}
                  />
                </li>
              );
            })}
          </ol>
        </>
      ) : (
        <p className="notice-box">{t('none', { query })}</p>
      )}
    </section>
  );
}
