import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { HISTORY } from '@/lib/content/history';
import { storeBySlug } from '@/lib/content/stores';
import { HistoryPeriods } from './history-periods';
import styles from './story.module.css';

/** History: the store openings of each period on a timeline whose marker follows the scroll. */
export async function StoryHistory({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'story.history' });
  const states = await getTranslations({ locale, namespace: 'stores.states' });
  const storeName = (slug: string) => {
    const store = storeBySlug(slug);
    if (!store) return null;
    return locale === 'ko' ? `${states(store.state)} ${store.title}` : `${store.titleEng}, ${states(store.state)}`;
  };

  return (
    <section className={styles.block} aria-labelledby="story-history">
      <h2 id="story-history" className={styles.heading}>
        {t('title')}
      </h2>
      <HistoryPeriods
        label={t('periods')}
        periods={HISTORY.map((period) => ({
          key: period.key,
          label: period.label[locale],
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
