'use client';

import { useAppLocale } from '@/lib/i18n/client-navigation';
import type { WeekHours as Week } from '@/lib/stores/store';
import { useNow } from '@/lib/hooks/use-now';
import { formatHours, storeClock } from '@/lib/stores/opening';
import styles from './store-detail.module.css';

/** The week's hours, Monday first, with today marked (after hydration: the page is static). */
export function WeekHours({ week, weekdays, todayLabel, closedLabel }: { week: Week; weekdays: string[]; todayLabel: string; closedLabel: string }) {
  const now = useNow();
  const locale = useAppLocale() as 'ko' | 'en';
  const today = now ? storeClock(now).day : null;
  return (
    <table className={styles.week}>
      <tbody>
        {[1, 2, 3, 4, 5, 6, 0].map((day) => {
          const hours = week[day];
          return (
            <tr key={day} aria-current={day === today ? 'date' : undefined} data-today={day === today}>
              <th scope="row">
                {weekdays[day]}
                {day === today ? <span className={styles.todayBadge}>{todayLabel}</span> : null}
              </th>
              <td>{hours ? formatHours(hours, locale) : closedLabel}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
