'use client';

import { useAppLocale } from '@/lib/i18n/client-navigation';
import type { WeekHours } from '@/lib/stores/store';
import type { SpecialDay } from '@/lib/stores/special-hours';
import { useNow } from '@/lib/hooks/use-now';
import { formatTemplate } from '@/lib/i18n/format-template';
import { formatClock, openState, storeClock, WEEKDAY_KEYS } from '@/lib/stores/opening';
import type { OpenStatusLabels } from '@/lib/stores/open-status-labels';
import styles from './stores.module.css';

/** "Open now · closes 9:30 PM" or "Closed · opens 9:00 AM", from the browser's clock, honouring the store's special hours. */
export function OpenStatus({ week, specials, labels }: { week: WeekHours; specials: readonly SpecialDay[]; labels: OpenStatusLabels }) {
  const now = useNow();
  const locale = useAppLocale();
  if (!now) return null;
  const state = openState(week, now, specials);
  let text: string;
  if (state.open) text = formatTemplate(labels.openNow, { time: formatClock(state.closesAt, locale) });
  else if (state.opensAt === null) text = labels.closedToday;
  else if (state.inDays === 0) text = formatTemplate(labels.closedOpens, { time: formatClock(state.opensAt, locale) });
  else {
    const day = labels.weekdays[WEEKDAY_KEYS[(storeClock(now).day + state.inDays) % 7]!];
    text = formatTemplate(labels.closedOpensDay, { day, time: formatClock(state.opensAt, locale) });
  }
  return (
    <span className={styles.openStatus} data-open={state.open}>
      {text}
    </span>
  );
}
