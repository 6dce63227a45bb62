import { WEEKDAY_KEYS } from './opening';

/** The store status's messages as written (`{time}`, `{day}`), filled by components/stores/open-status.tsx with formatTemplate: no message formatter in the browser for them. */
export interface OpenStatusLabels {
  openNow: string;
  closedToday: string;
  closedOpens: string;
  closedOpensDay: string;
  weekdays: Record<(typeof WEEKDAY_KEYS)[number], string>;
}

type StatusKey = 'openNow' | 'closedToday' | 'closedOpens' | 'closedOpensDay' | `weekdays.${(typeof WEEKDAY_KEYS)[number]}`;

/** The labels from the `stores` messages, by a translator's `raw` (next-intl's, on the server or in the browser). */
export function openStatusLabels(raw: (key: StatusKey) => unknown): OpenStatusLabels {
  const text = (key: StatusKey) => raw(key) as string;
  return {
    openNow: text('openNow'),
    closedToday: text('closedToday'),
    closedOpens: text('closedOpens'),
    closedOpensDay: text('closedOpensDay'),
    weekdays: Object.fromEntries(WEEKDAY_KEYS.map((key) => [key, text(`weekdays.${key}`)])) as OpenStatusLabels['weekdays'],
  };
}
