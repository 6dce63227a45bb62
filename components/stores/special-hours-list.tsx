import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { formatMonthDay } from '@/lib/format/dates';
import { formatHours } from '@/lib/stores/opening';
import { weekdayOf, type SpecialDay } from '@/lib/stores/special-hours';
import styles from './store-detail.module.css';

/**
 * The store's exceptions to its weekly hours in the coming week (a holiday closed, shorter
 * hours), each with its day, its hours and why; today's marked.
 */
export async function SpecialHoursList({ specials, today, locale }: { specials: readonly SpecialDay[]; today: string; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'storeDetail' });
  const ts = await getTranslations({ locale, namespace: 'stores' });
  return (
    <div className={styles.special}>
      <p id="special-hours" className={styles.specialTitle}>
        {t('specialHours')}
      </p>
      <ul aria-labelledby="special-hours" className={styles.specialList}>
        {specials.map((special) => {
          const note = locale === 'en' ? special.noteEng : special.note;
          return (
            <li key={special.day} aria-current={special.day === today ? 'date' : undefined}>
              <span className={styles.specialDay}>
                {t('specialDay', { weekday: ts(`weekdays.${weekdayOf(special.day)}` as 'weekdays.0'), date: formatMonthDay(special.day, locale) })}
                {special.day === today ? <span className={styles.todayBadge}>{t('today')}</span> : null}
              </span>{' '}
              <strong>{special.hours ? formatHours(special.hours, locale) : ts('closedToday')}</strong>
              {note ? <span className={styles.specialNote}> · {note}</span> : null}
            </li>
          );
        })}
      </ul>
      <p className={styles.regularTitle}>{t('regularHours')}</p>
    </div>
  );
}
