import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { HISTORY_PERIOD_LABELS, type HistoryPeriod } from '@/lib/content/history';
import { storeNames } from '@/lib/stores/store-names';
import { HistoryPeriods } from './history-periods';
import styles from './story.module.css';

/** History (staff's, lib/server/services/history.ts): the store openings of each period on a timeline whose marker follows the scroll. */
export async function StoryHistory({ locale, history }: { locale: AppLocale; history: readonly HistoryPeriod[] }) {
  const t = await getTranslations({ locale, namespace: 'story.history' });
  const storeName = await storeNames(locale);

  return (
    <section className={styles.block} aria-labelledby="story-history">
      <h2 id="story-history" className={styles.heading}>
        {t('title')}
      </h2>
      <HistoryPeriods
        label={t('periods')}
        periods={history.map((period) => ({
          key: period.key,
          label: HISTORY_PERIOD_LABELS[period.key][locale],
          content: (
            <div className={styles.timeline}>
              {/* Sticks to the middle of the screen while the period scrolls by (CSS only). */}
              <span className={styles.marker} aria-hidden="true" />
              <ol className={styles.entries}>
              {period.entries.map((entry) => (
                <li key={entry.year} className={styles.entry}>
                  <p className={styles.year}>{entry.year}</p>
                  <ul className={styles.openings}>
                    {entry.stores.map((slug) => (
                      <li key={slug}>
                        <Link href={`/location-detail/${slug}`}>{t('opened', { name: storeName(slug) ?? slug })}</Link>
                      </li>
                    ))}
                    {entry.note ? <li className={styles.note}>{entry.note[locale]}</li> : null}
                  </ul>
                </li>
              ))}
              </ol>
            </div>
          ),
        }))}
      />
    </section>
  );
}
