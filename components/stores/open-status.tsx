'use client';

import { useLocale } from 'next-intl';
import type { WeekHours } from '@/lib/content/stores';
import { useNow } from '@/lib/hooks/use-now';
import { formatClock, openState, storeClock } from '@/lib/stores/opening';
import type { OpenLabels } from './locator-types';
import styles from './stores.module.css';

/** "Open now · closes 9:30 PM" or "Closed · opens 9:00 AM", from the browser's clock. */
export function OpenStatus({ week, labels }: { week: WeekHours; labels: OpenLabels }) {
  const now = useNow();
  const locale = useLocale() as 'ko' | 'en';
  if (!now) return null;
  const state = openState(week, now);
  let text: string;
  if (state.open) text = labels.openNow.replace('{time}', formatClock(state.closesAt, locale));
  else if (state.opensAt === null) text = labels.closedToday;
  else if (state.inDays === 0) text = labels.closedOpens.replace('{time}', formatClock(state.opensAt, locale));
  else {
    const day = labels.weekdays[(storeClock(now).day + state.inDays) % 7] ?? '';
    text = labels.closedOpensDay.replace('{day}', day).replace('{time}', formatClock(state.opensAt, locale));
  }
  return (
    <span className={styles.openStatus} data-open={state.open}>
      {text}
    </span>
  );
}
