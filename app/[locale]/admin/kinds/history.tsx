import { HISTORY_PERIOD_LABELS, HISTORY_PERIODS, type HistoryPeriodKey } from '@/lib/content/history';
import { Link } from '@/lib/i18n/navigation';
import type { PublishState } from '@/lib/admin/publish-state';
import { storeChoices, storeNames } from '@/lib/stores/store-names';
import { listHistoryForStaff, type StaffHistory } from '@/lib/server/services/history-admin';
import { HistoryForm, type HistoryFormValues } from '@/components/admin/history-form';
import { PublishStateBadge } from '@/components/admin/publish-state-parts';
import type { KindPages } from './kind-pages';

const periodNames = (locale: 'ko' | 'en') => Object.fromEntries(HISTORY_PERIODS.map((period) => [period, HISTORY_PERIOD_LABELS[period][locale]])) as Record<HistoryPeriodKey, string>;

/** Our Story's history: its years by period, newest first as the page shows them; a new one comes first in the newest period. */
export const historyPages: KindPages<StaffHistory, StaffHistory, HistoryFormValues> = {
  kind: 'history',
  filters: [
    { type: 'search' },
    { type: 'select', name: 'period', label: 'periodFilter', all: 'allPeriods', options: (locale) => HISTORY_PERIODS.map((period) => ({ value: period, label: HISTORY_PERIOD_LABELS[period][locale] })) },
    { type: 'publishState' },
  ],
  list: (values, page) => listHistoryForStaff({ search: String(values.q ?? ''), period: values.period as HistoryPeriodKey | undefined, state: values.state as PublishState | undefined, page }),
  columns: ['periodColumn', 'yearColumn', 'storesColumn', 'stateColumn'],
  async cells(entry, { locale, at, href }) {
    const name = await storeNames(locale);
    return [
      HISTORY_PERIOD_LABELS[entry.period][locale],
      <Link key="year" href={href} prefetch={false}>
        {entry.year}
      </Link>,
      [...entry.stores.map((slug) => name(slug) ?? slug), (locale === 'en' && entry.note_eng) || entry.note].filter(Boolean).join(' · '),
      <PublishStateBadge key="state" record={entry} now={at} />,
    ];
  },
  blank: ({ today }) => ({ period: 'recent', sort_order: 1, year: today.slice(0, 4), stores: [], note: '', note_eng: '', published: false }),
  form: async (slot, { locale }) => <HistoryForm {...slot} stores={await storeChoices(locale)} periods={periodNames(locale)} />,
  site: (entry, { t }) => ({ view: entry.published ? { href: '/ourStory?tab=history', text: t('viewOnSite') } : null, hidden: t('notShown') }),
};
