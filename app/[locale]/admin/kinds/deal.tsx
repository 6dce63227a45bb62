import type { ComponentProps } from 'react';
import { Link } from '@/lib/i18n/navigation';
import type { PublishState } from '@/lib/admin/publish-state';
import { dealStanding } from '@/lib/admin/deal-standing';
import { addDays } from '@/lib/dates';
import { formatRange } from '@/lib/format/dates';
import { inLanguage } from '@/lib/i18n/in-language';
import { getDealForStaff, listDealsForStaff, type StaffDeal, type StaffDealRow } from '@/lib/server/services/deal-admin';
import { DealForm } from '@/components/admin/deal-form';
import { dealLocations } from '@/components/admin/record-options';
import { StandingBadges } from '@/components/admin/publish-state-parts';
import type { KindPages } from './kind-pages';

/** Special deals: by title, region (deals for every region included) and state, newest first; where each stands against today. */
export const dealPages: KindPages<StaffDealRow, StaffDeal, ComponentProps<typeof DealForm>['initial']> = {
  kind: 'deal',
  filters: [{ type: 'search' }, { type: 'select', name: 'location', label: 'location', all: 'allRegions', options: async (locale) => (await dealLocations(locale)).slice(1) }, { type: 'publishState' }],
  list: (values, page) => listDealsForStaff({ search: String(values.q ?? ''), location: values.location as number | undefined, state: values.state as PublishState | undefined, page }),
  columns: ['postTitle', 'location', 'period', 'status'],
  async cells(deal, { locale, at, today, t, href }) {
    const status = dealStanding(deal, today);
    return [
      <Link key="title" href={href} prefetch={false}>
        {inLanguage(locale, deal.title, deal.title_eng)}
      </Link>,
      (await dealLocations(locale)).find((option) => option.value === deal.location)?.label,
      formatRange(deal.start_date, deal.end_date, locale),
      <StandingBadges key="status" record={deal} now={at} standing={{ state: status, label: t(`statuses.${status}`) }} />,
    ];
  },
  load: getDealForStaff,
  // A week from today, everywhere, until changed.
  blank: ({ today }) => ({ title: '', title_eng: '', content: '', content_eng: '', start_date: today, end_date: addDays(today, 6), location: 0, published: false, thumbnail: null, thumbnail_eng: null, files: [null, null, null] }),
  form: async (slot, { locale }) => <DealForm {...slot} locations={await dealLocations(locale)} />,
  site: (deal, { t }) => ({ view: deal.published ? { href: `/event/${deal.id}`, text: t('viewOnSite') } : null, hidden: t('notShown') }),
};
