import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { holidayNotice, type SpecialDay } from '@/lib/stores/special-hours';
import { specialDayWords } from './special-day-words';
import styles from './holiday-hours-notice.module.css';

/**
 * The home page's and the locator's notice, from three weeks before a holiday (issue 49): the days
 * every store keeps other hours, and whether some stores alone do on other days. Nothing when none.
 */
export async function HolidayHoursNotice({ specials, today, locale, linkToStores }: { specials: readonly SpecialDay[]; today: string; locale: AppLocale; linkToStores: boolean }) {
  const { everyStore, someStoresDays } = holidayNotice(specials, today);
  if (!everyStore.length && !someStoresDays) return null;
  const t = await getTranslations({ locale, namespace: 'stores' });
  const days = await Promise.all(everyStore.map(async (special) => ({ special, words: await specialDayWords(special, locale) })));
  return (
    <aside className={styles.notice} aria-labelledby="holiday-hours-title">
      <h2 id="holiday-hours-title" className={styles.title}>
        {t('holidayNotice.title')}
      </h2>
      {days.length ? (
        <ul className={styles.days}>
          {days.map(({ special, words }) => (
            <li key={special.day}>
              <span className={styles.day}>{words.day}</span> {t('holidayNotice.everyStore')} <strong>{words.hours}</strong>
              {words.note ? <span className={styles.note}> · {words.note}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {someStoresDays ? <p className={styles.some}>{t('holidayNotice.someStores', { count: someStoresDays })}</p> : null}
      {linkToStores ? (
        <Link href="/location" className={styles.more}>
          {t('holidayNotice.more')}
        </Link>
      ) : null}
    </aside>
  );
}
