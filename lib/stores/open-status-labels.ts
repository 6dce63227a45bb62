import type { Messages } from 'next-intl';

/**
 * The store status's messages as written (`{time}`, `{day}`), filled by
 * components/stores/open-status.tsx with formatTemplate: no message formatter in the browser for them.
 */
export type OpenStatusLabels = Pick<Messages['stores'], 'openNow' | 'closedToday' | 'closedOpens' | 'closedOpensDay' | 'weekdays'>;

/** Only what the status uses of the `stores` messages: a store page sends no more of them to the browser. */
export function openStatusLabels({ openNow, closedToday, closedOpens, closedOpensDay, weekdays }: OpenStatusLabels): OpenStatusLabels {
  return { openNow, closedToday, closedOpens, closedOpensDay, weekdays };
}
