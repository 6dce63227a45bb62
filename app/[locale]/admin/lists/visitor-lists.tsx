import { Link } from '@/lib/i18n/navigation';
import type { Permission } from '@/lib/admin/permissions';
import { queryString } from '@/lib/search-params';
import { formatDay, storeDayOf } from '@/lib/format/dates';
import { inLanguage } from '@/lib/i18n/in-language';
import { listApplicationsForStaff, listTenantsForStaff, type StaffApplicationRow, type StaffTenantRow } from '@/lib/server/services/private-records';
import { listInquiriesForStaff, type StaffInquiryRow } from '@/lib/server/services/inquiries';
import { getPostingForStaff } from '@/lib/server/services/posting-admin';
import type { ListPages } from '../kinds/kind-pages';

/*
 * The lists of what visitors send (applications, inquiries, tenant applications): read by the
 * staff allowed them, newest first, each row opening its own page. Drawn by the one list page of
 * the back office ([section]/page.tsx), as the kinds' lists are.
 */

export type VisitorSection = 'applications' | 'inquiries' | 'tenants';

const received = (createdAt: string, locale: 'ko' | 'en') => formatDay(storeDayOf(createdAt), locale);

const applicationPages: ListPages<StaffApplicationRow> = {
  filters: [{ type: 'record', name: 'posting', exists: async (id) => (await getPostingForStaff(id)) !== null }],
  async lead({ posting }, { locale, t }) {
    const shown = typeof posting === 'number' ? await getPostingForStaff(posting) : null;
    if (!shown) return t('lead');
    return (
      <>
        {t('ofPosting', { title: inLanguage(locale, shown.title, shown.title_eng) })} <Link href="/admin/applications">{t('all')}</Link>
      </>
    );
  },
  list: (values, page) => listApplicationsForStaff({ postingId: values.posting as number | undefined, page }),
  columns: ['number', 'applicant', 'posting', 'date'],
  cells: (application, { locale, href }) => [
    application.id,
    <>
      <Link href={href} prefetch={false}>
        {application.name}
      </Link>{' '}
      &lt;{application.email}&gt;
    </>,
    <Link key="posting" href={`/admin/applications${queryString({ posting: application.posting_id })}`} prefetch={false}>
      {inLanguage(locale, application.posting_title, application.posting_title_eng)}
    </Link>,
    received(application.created_at, locale),
  ],
};

const oneOrTwo = (t: (key: string) => string, one: string, two: string) => [
  { value: 1, label: t(one) },
  { value: 2, label: t(two) },
];

const inquiryPages: ListPages<StaffInquiryRow> = {
  filters: [
    { type: 'select', name: 'progress', label: 'progress', all: 'all', options: (_locale, t) => oneOrTwo(t, 'pending', 'completed') },
    { type: 'select', name: 'type', label: 'type', all: 'all', options: (_locale, t) => oneOrTwo(t, 'general', 'vendor') },
  ],
  list: (values, page) => listInquiriesForStaff({ progress: values.progress as 1 | 2 | undefined, type: values.type as 1 | 2 | undefined, page }),
  columns: ['number', 'postTitle', 'type', 'sender', 'date', 'progress'],
  cells: (inquiry, { locale, t, href }) => [
    inquiry.id,
    <Link key="title" href={href} prefetch={false}>
      {inquiry.title}
    </Link>,
    inquiry.inquiry_type === 2 ? t('vendor') : t('general'),
    `${inquiry.name} <${inquiry.email}>`,
    received(inquiry.created_at, locale),
    inquiry.progress === 2 ? t('completed') : t('pending'),
  ],
};

const tenantPages: ListPages<StaffTenantRow> = {
  filters: [],
  list: (_values, page) => listTenantsForStaff(page),
  columns: ['number', 'applicant', 'storename', 'businessType', 'date'],
  cells: (tenant, { locale, href }) => [
    tenant.id,
    <Link key="name" href={href} prefetch={false}>
      {tenant.name}
    </Link>,
    tenant.storename,
    tenant.business_type,
    received(tenant.created_at, locale),
  ],
};

/** Each visitor list with who may read it and its messages. */
export const VISITOR_LISTS: Record<VisitorSection, { permission: Permission; namespace: `admin.${VisitorSection}`; pages: ListPages<{ id: number }> }> = {
  applications: { permission: 'applications:read', namespace: 'admin.applications', pages: applicationPages as ListPages<{ id: number }> },
  inquiries: { permission: 'inquiries:answer', namespace: 'admin.inquiries', pages: inquiryPages as ListPages<{ id: number }> },
  tenants: { permission: 'tenants:read', namespace: 'admin.tenants', pages: tenantPages as ListPages<{ id: number }> },
};
