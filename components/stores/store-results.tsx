'use client';

import { useEffect, useRef, type Ref } from 'react';
import { Link } from '@/lib/i18n/client-navigation';
import { getPathname } from '@/lib/i18n/localized-path';
import { openStatusLabels } from '@/lib/stores/open-status-labels';
import { OpenStatus } from './open-status';
import { resultsKey, useLocatorTexts } from './locator-texts';
import type { StoreSearch } from './use-store-search';
import styles from './stores.module.css';
import myStoreStyles from './my-store.module.css';

interface StoreResultsProps {
  search: StoreSearch;
  /** The list's heading, which a search from the current location scrolls to and focuses. */
  titleRef: Ref<HTMLHeadingElement>;
}

/** Every store, or the search's results with their distances; the selected one kept in view. */
export function StoreResults({ search, titleRef }: StoreResultsProps) {
  const t = useLocatorTexts();
  const statusLabels = openStatusLabels(t.texts);
  const items = useRef(new Map<string, HTMLLIElement>());
  const { listed, selected, setSelected } = search;

  useEffect(() => {
    if (selected) items.current.get(selected)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [selected]);

  return (
    <section className={styles.results} aria-labelledby="store-results">
      <h2 id="store-results" ref={titleRef} tabIndex={-1} className={styles.resultsTitle}>
        {search.searched ? t(resultsKey(listed.length, t.locale), { count: listed.length }) : t('allLocations')}
      </h2>
      {/* An answer with no store says why where the visitor is taken (the search panel's own status may be a screen above). */}
      {search.searched && listed.length === 0 && search.message ? <p className={styles.noResults}>{search.message}</p> : null}
      <ul className={styles.list}>
        {listed.map(({ store, miles }) => (
          <li
            key={store.slug}
            ref={(node) => {
              if (node) items.current.set(store.slug, node);
              else items.current.delete(store.slug);
            }}
            className={styles.item}
            data-selected={store.slug === selected}
          >
            <button type="button" className={styles.itemSelect} onClick={() => setSelected(store.slug)} aria-pressed={store.slug === selected}>
              <span className={styles.itemTitle}>
                {store.title}
                {store.distributor ? <span className={styles.badge}>{t('distributor')}</span> : null}
                {store.mine ? <span className={`${styles.badge} ${styles.mineBadge}`}>{t('myStore')}</span> : null}
              </span>
              <span className={styles.itemCity}>
                {store.city}, {store.stateName}
                {miles !== undefined ? ` · ${t('milesAway', { miles })}` : ''}
              </span>
            </button>
            <span>{store.address}</span>
            <a href={`tel:${store.tel}`}>
              {store.tel}
              {/* After the number, so the spoken name starts with what is shown (speech control). */}
              <span className="visually-hidden"> {t('call', { title: store.title })}</span>
            </a>
            <span className={styles.hours}>
              {store.hours === null ? t('closedAllDay') : t('todayHours', { hours: store.hours })}
              {store.todayNote ? ` (${store.todayNote})` : null}
            </span>
            {/* A line of its own, held open until the browser's clock is read: inline, the status
                wrapped or grew the line when it appeared, and every store below moved. */}
            <span className={styles.openStatusLine}>
              <OpenStatus week={store.week} specials={store.specials} labels={statusLabels} />
            </span>
            <Link href={store.href} className={styles.viewMore} aria-label={`${t('viewMore')}: ${store.title}`}>
              {t('viewMore')}
              {/* For search engines, which read the text, not the label. */}
              <span className="visually-hidden"> – {store.title}</span>
            </Link>
            {store.distributor || store.mine ? null : (
              // A plain post: it works before the locator's script, and comes back to the list.
              <form method="post" action="/api/my-store/">
                <input type="hidden" name="locale" value={t.locale} />
                <input type="hidden" name="back" value={getPathname({ href: '/location', locale: t.locale })} />
                <input type="hidden" name="store" value={store.slug} />
                <button type="submit" className={myStoreStyles.textButton} aria-label={`${t('makeMyStore')}: ${store.title}`}>
                  {t('makeMyStore')}
                </button>
              </form>
            )}
            {store.href !== store.page ? (
              <Link href={store.page} className={styles.viewMore}>
                {t('storePage')}
                <span className="visually-hidden"> – {store.title}</span>
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
