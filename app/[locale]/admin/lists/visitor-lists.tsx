import { getTranslations } from 'next-intl/server';
import { getPathname, Link } from '@/lib/i18n/navigation';
import { queryString } from '@/lib/search-params';
import { formatDay, storeDayOf } from '@/lib/format/dates';
import { inLanguage } from '@/lib/i18n/in-language';
import { listApplicationsForStaff, listTenantsForStaff, readApplicationAsStaff, readTenantAsStaff, type StaffApplicationRow, type StaffTenantDetail, type StaffTenantRow } from '@/lib/server/services/private-records';
import type { MyApplicationDetail } from '@/lib/server/services/applications';
import { listInquiriesForStaff, readInquiryAsStaff, type InquiryDetail, type StaffInquiryRow } from '@/lib/server/services/inquiries';
import { listCodes } from '@/lib/server/services/common-codes';
import { InquiryAnswerForm } from '@/components/admin/inquiry-answer-form';
import { answerInquiryAction } from '../actions';
import { getPostingForStaff } from '@/lib/server/services/posting-admin';
import type { ListPages, SentRecord } from '../kinds/kind-pages';

/*
 * The lists of what visitors send (applications, inquiries, tenant applications): read by the
 * staff allowed them, newest first, each row opening its own page, where reading it is audited.
 * Drawn by the back office's one list page and one record page ([section]), as the kinds' are.
 */

const received = (createdAt: string, locale: 'ko' | 'en') => formatDay(storeDayOf(createdAt), locale);

export const applicationPages: ListPages<StaffApplicationRow> = {
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

const mailTo = (email: string) => <a href={`mailto:${email}`}>{email}</a>;
const telTo = (phone: string) => <a href={`tel:${phone}`}>{phone}</a>;

export const applicationRecord: SentRecord<MyApplicationDetail> = {
  load: readApplicationAsStaff,
  heading: (application) => application.name,
  back: (application) => `/admin/applications${queryString({ posting: application.posting_id })}`,
  facts: (application, { locale, t }) => [
    { label: t('posting'), value: inLanguage(locale, application.title, application.title_eng) },
    { label: t('email'), value: mailTo(application.email) },
    { label: t('phone'), value: telTo(application.phone) },
    { label: t('date'), value: received(application.created_at, locale) },
    { label: t('withdrawn'), value: application.withdrawn_at ? t('withdrawnOn', { date: received(application.withdrawn_at, locale), until: received(application.deleted_on!, locale) }) : null },
  ],
  message: (application) => application.content,
  files: (application) => [application.file1, application.file2, application.file3],
};

const oneOrTwo = (t: (key: string) => string, one: string, two: string) => [
  { value: 1, label: t(one) },
  { value: 2, label: t(two) },
];

export const inquiryPages: ListPages<StaffInquiryRow> = {
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

export const inquiryRecord: SentRecord<InquiryDetail> = {
  load: readInquiryAsStaff,
  heading: (inquiry) => inquiry.title,
  async facts(inquiry, { locale, t }) {
    const categories = inquiry.category === null ? [] : await listCodes('productcategory', locale);
    const answered = inquiry.answer_date ? ` · ${t('answeredOn', { date: received(inquiry.answer_date, locale) })}` : '';
    return [
      { label: t('type'), value: inquiry.inquiry_type === 2 ? t('vendor') : t('general') },
      { label: t('category'), value: categories.find((option) => option.value === inquiry.category)?.label },
      { label: t('sender'), value: inquiry.name },
      { label: t('email'), value: mailTo(inquiry.email) },
      { label: t('phone'), value: inquiry.phone },
      { label: t('date'), value: received(inquiry.created_at, locale) },
      { label: t('progress'), value: `${inquiry.progress === 2 ? t('completed') : t('pending')}${answered}` },
    ];
  },
  message: (inquiry) => inquiry.content,
  files: (inquiry) => [inquiry.file1, inquiry.file2, inquiry.file3],
  below: async (inquiry, { locale, t }) => (
    <>
      <h2>{t('answer')}</h2>
      <InquiryAnswerForm
        action={answerInquiryAction.bind(null, locale, inquiry.id)}
        answer={inquiry.answer}
        labels={{ answer: t('answer'), answerHint: t('answerHint'), save: t('save'), signInAgain: (await getTranslations('admin'))('signInAgain') }}
        loginHref={getPathname({ href: '/admin/login', locale })}
      />
    </>
  ),
};

export const tenantPages: ListPages<StaffTenantRow> = {
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

export const tenantRecord: SentRecord<StaffTenantDetail> = {
  load: readTenantAsStaff,
  heading: (tenant) => tenant.name,
  facts: (tenant, { locale, t }) => [
    { label: t('storename'), value: tenant.storename },
    { label: t('businessType'), value: tenant.business_type },
    { label: t('address'), value: tenant.address },
    { label: t('email'), value: mailTo(tenant.email) },
    { label: t('phone'), value: telTo(tenant.phone) },
    { label: t('date'), value: received(tenant.created_at, locale) },
  ],
  files: (tenant) => [tenant.file1, tenant.file2, tenant.file3],
};
