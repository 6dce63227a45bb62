import type { ComponentProps } from 'react';
import { Link } from '@/lib/i18n/navigation';
import type { PublishState } from '@/lib/admin/publish-state';
import { formatDay, storeDayOf } from '@/lib/format/dates';
import { inLanguage } from '@/lib/i18n/in-language';
import { announcementDetailHref } from '@/lib/announcements/announcement-address';
import { getAnnouncementForStaff, listAnnouncementsForStaff, type StaffAnnouncement, type StaffAnnouncementRow } from '@/lib/server/services/announcement-admin';
import { AnnouncementForm } from '@/components/admin/announcement-form';
import { PublishStateBadge } from '@/components/admin/publish-state-parts';
import type { KindPages } from './kind-pages';

/** Announcements: by title and state, newest first. */
export const announcementPages: KindPages<StaffAnnouncementRow, StaffAnnouncement, ComponentProps<typeof AnnouncementForm>['initial']> = {
  kind: 'announcement',
  filters: [{ type: 'search' }, { type: 'publishState' }],
  list: (values, page) => listAnnouncementsForStaff({ search: String(values.q ?? ''), state: values.state as PublishState | undefined, page }),
  columns: ['number', 'postTitle', 'date', 'state'],
  cells: (notice, { locale, at, href }) => [
    notice.id,
    <Link key="title" href={href} prefetch={false}>
      {inLanguage(locale, notice.title, notice.title_eng)}
    </Link>,
    formatDay(storeDayOf(notice.created_at.toISOString()), locale),
    <PublishStateBadge key="state" record={notice} now={at} />,
  ],
  load: getAnnouncementForStaff,
  blank: () => ({ title: '', title_eng: '', content: '', content_eng: '', published: false, files: [null, null, null] }),
  form: (slot) => <AnnouncementForm {...slot} />,
  site: (notice, { t }) => ({ view: notice.published ? { href: announcementDetailHref(notice.id), text: t('viewOnSite') } : null, hidden: t('notShown') }),
};
