import type { ComponentProps } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { formatDay, storeDayOf } from '@/lib/format/dates';
import { inLanguage } from '@/lib/i18n/in-language';
import { can } from '@/lib/admin/permissions';
import { postingStatus } from '@/lib/admin/posting-status';
import { careerDetailHref } from '@/lib/careers/career-query';
import { typedAmount } from '@/lib/careers/pay';
import { getPostingForStaff, listPostingsForStaff, POSTING_STATES, type PostingListState, type StaffPosting, type StaffPostingRow } from '@/lib/server/services/posting-admin';
import { PostingForm } from '@/components/admin/posting-form';
import { postingOptions } from '@/components/admin/record-options';
import styles from '@/components/admin/admin.module.css';
import type { KindPages, PageContext } from './kind-pages';

/** The applications to a posting, linked for staff who may read them (`label` alone for the rest, none with `linkedOnly`). */
function applicationsLink(posting: StaffPostingRow, { staff }: PageContext, label: string, linkedOnly?: 'linkedOnly') {
  if (!can(staff.role, 'applications:read') || (!linkedOnly && posting.applications === 0)) return linkedOnly ? null : label;
  return (
    <Link href={`/admin/applications?posting=${posting.id}`} prefetch={false}>
      {label}
    </Link>
  );
}

/** Job postings: by title and where each stands (draft, scheduled, open, closed), newest first; the pay law's warning; their applications. */
export const postingPages: KindPages<StaffPostingRow, StaffPosting, ComponentProps<typeof PostingForm>['initial']> = {
  kind: 'posting',
  filters: [{ type: 'search' }, { type: 'select', name: 'state', label: 'state', all: 'states.all', options: (_locale, t) => POSTING_STATES.slice(1).map((value) => ({ value, label: t(`states.${value}`) })) }],
  list: (values, page, { today, at }) => listPostingsForStaff({ search: String(values.q ?? ''), state: (values.state ?? 'all') as PostingListState, page }, today, at),
  columns: ['number', 'postTitle', 'periodColumn', 'status', 'applications'],
  cells(posting, context) {
    const { locale, today, at, t, href } = context;
    const status = postingStatus(posting, today, at);
    return [
      posting.id,
      <Link key="title" href={href} prefetch={false}>
        {inLanguage(locale, posting.title, posting.title_eng)}
      </Link>,
      `${formatDay(posting.start_date ?? storeDayOf(posting.created_at.toISOString()), locale)} – ${posting.due_date ? formatDay(posting.due_date, locale) : t('alwaysOpen')}`,
      <>
        <span className={styles.badge} data-state={status}>
          {t(`statuses.${status}`)}
        </span>
        {posting.pay_missing ? (
          <span className={styles.badge} data-state="warning">
            {t('payMissing')}
          </span>
        ) : null}
      </>,
      applicationsLink(posting, context, t('applicationCount', { count: posting.applications })),
    ];
  },
  load: getPostingForStaff,
  // From today, open until a last day (or always), a draft until published.
  blank: ({ today }) => ({ title: '', title_eng: '', content: '', content_eng: '', job_type: null, career_type: null, experience: 0, cities: [], pay_min: '', pay_max: '', pay_unit: '', benefits: '', benefits_eng: '', start_date: today, due_date: '', always_open: false, published: false }),
  initial: (posting) => ({
    ...posting,
    pay_min: typedAmount(posting.pay_min),
    pay_max: typedAmount(posting.pay_max),
    pay_unit: posting.pay_unit ?? '',
    start_date: posting.start_date ?? storeDayOf(posting.created_at.toISOString()),
    due_date: posting.due_date ?? '',
    always_open: posting.due_date === null,
  }),
  form: async (slot, { locale }) => <PostingForm {...slot} options={await postingOptions(locale)} />,
  site(posting, context) {
    const { today, at, t } = context;
    const status = postingStatus(posting, today, at);
    return {
      badge: { state: status, label: t(`statuses.${status}`) },
      view: status === 'open' || status === 'closed' ? { href: careerDetailHref(posting.id), text: t('viewOnSite') } : null,
      hidden: t(status === 'scheduled' ? 'notShownScheduled' : 'notShownDraft'),
      kept: posting.applications > 0 ? { publish: t('reopen'), unpublish: t('close'), note: t('closeHint') } : undefined,
      extra: applicationsLink(posting, context, t('readApplications'), 'linkedOnly'),
    };
  },
};
