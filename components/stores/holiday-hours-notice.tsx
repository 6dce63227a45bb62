import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { formatMonthDay } from '@/lib/format/dates';
import { formatHours } from '@/lib/stores/opening';
import { holidayNotice, weekdayOf, type SpecialDay } from '@/lib/stores/special-hours';
import styles from './holiday-hours-notice.module.css';

/**
 * The home page's and the locator's notice, from three weeks before a holiday (issue 49): the days
 * every store keeps other hours, and whether some stores alone do on other days. Nothing when none.
 */
export async function HolidayHoursNotice({ specials, today, locale, linkToStores }: { specials: readonly SpecialDay[]; today: string; locale: AppLocale; linkToStores: boolean }) {
  const { everyStore, someStoresDays } = holidayNotice(specials, today);
  if (!everyStore.length && !someStoresDays) return null;
  const t = await getTranslations({ locale, namespace: 'stores' });
  const td = await getTranslations({ locale, namespace: 'storeDetail' });
  return (
    <aside className={styles.notice} aria-labelledby="holiday-hours-title">
      <h2 id="holiday-hours-title" className={styles.title}>
        {t('holidayNotice.title')}
      </h2>
      {everyStore.length ? (
        <ul className={styles.days}>
          {everyStore.map((special) => {
            const note = locale === 'en' ? special.noteEng : special.note;
            return (
              <li key={special.day}>
                <span className={styles.day}>{td('specialDay', { weekday: t(`weekdays.${weekdayOf(special.day)}` as 'weekdays.0'), date: formatMonthDay(special.day, locale) })}</span>{' '}
                <span>{t('holidayNotice.everyStore')}</span> <strong>{special.hours ? formatHours(special.hours, locale) : t('closedToday')}</strong>
                {note ? <span className={styles.note}> · {note}</span> : null}
              </li>
            );
          })}
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
