'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { WeekHours } from '@/lib/stores/store';
import type { SpecialDay } from '@/lib/stores/special-hours';
import { useNow } from '@/lib/hooks/use-now';
import { formatClock, openState, storeClock, WEEKDAY_KEYS } from '@/lib/stores/opening';
import styles from './stores.module.css';

/** "Open now · closes 9:30 PM" or "Closed · opens 9:00 AM", from the browser's clock, honouring the store's special hours. */
export function OpenStatus({ week, specials }: { week: WeekHours; specials: readonly SpecialDay[] }) {
  const t = useTranslations('stores');
  const now = useNow();
  const locale = useLocale();
  if (!now) return null;
  const state = openState(week, now, specials);
  let text: string;
  if (state.open) text = t('openNow', { time: formatClock(state.closesAt, locale) });
  else if (state.opensAt === null) text = t('closedToday');
  else if (state.inDays === 0) text = t('closedOpens', { time: formatClock(state.opensAt, locale) });
  else {
    const day = t(`weekdays.${WEEKDAY_KEYS[(storeClock(now).day + state.inDays) % 7]!}`);
    text = t('closedOpensDay', { day, time: formatClock(state.opensAt, locale) });
  }
  return (
    <span className={styles.openStatus} data-open={state.open}>
      {text}
    </span>
  );
}
