import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import type { SpecialDay } from '@/lib/stores/special-hours';
import { specialDayWords } from './special-day-words';
import styles from './store-detail.module.css';

/**
 * The store's exceptions to its weekly hours in the next 45 days (a holiday closed, shorter
 * hours), each with its day, its hours and why; today's marked.
 */
export async function SpecialHoursList({ specials, today, locale }: { specials: readonly SpecialDay[]; today: string; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'storeDetail' });
  const days = await Promise.all(specials.map(async (special) => ({ special, words: await specialDayWords(special, locale) })));
  return (
    <div className={styles.special}>
      <p id="special-hours" className={styles.specialTitle}>
        {t('specialHours')}
      </p>
      <ul aria-labelledby="special-hours" className={styles.specialList}>
        {days.map(({ special, words }) => (
          <li key={special.day} aria-current={special.day === today ? 'date' : undefined}>
            <span className={styles.specialDay}>
              {words.day}
              {special.day === today ? <span className={styles.todayBadge}>{t('today')}</span> : null}
            </span>{' '}
            <strong>{words.hours}</strong>
            {words.note ? <span className={styles.specialNote}> · {words.note}</span> : null}
          </li>
        ))}
      </ul>
      <p className={styles.regularTitle}>{t('regularHours')}</p>
    </div>
  );
}
