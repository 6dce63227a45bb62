import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPathname, Link } from '@/lib/i18n/navigation';
import { storeToday } from '@/lib/dates';
import { storeDayOf } from '@/lib/format/dates';
import { can } from '@/lib/admin/permissions';
import { postingStatus } from '@/lib/admin/posting-status';
import { careerDetailHref } from '@/lib/careers/career-query';
import { typedAmount } from '@/lib/careers/pay';
import { getPostingForStaff } from '@/lib/server/services/posting-admin';
import { now } from '@/lib/server/clock';
import { TRASH_DAYS } from '@/lib/server/services/trash';
import { OnSite, RecordHeader } from '@/components/admin/record-pages';
import { PostingForm } from '@/components/admin/posting-form';
import { postingOptions } from '@/components/admin/record-options';
import { savePostingAction } from '../../../posting-actions';
import { editedRecord, sectionTitle, arrivalNotice } from '../../../record-page';
import { OthersEditing } from '@/components/admin/others-editing';
import styles from '@/components/admin/admin.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/postings/[id]'>): Promise<Metadata> {
  return sectionTitle(params, 'postings', 'edit');
}

/** One posting: its form, where it stands, a link to it on the site and to its applications, publish and delete. */
export default async function EditPostingPage({ params, searchParams }: PageProps<'/[locale]/admin/postings/[id]'>) {
  const { locale, staff, record: posting, editing } = await editedRecord(params, 'posting', getPostingForStaff);
  const t = await getTranslations('admin.postings');
  const at = now();
  const status = postingStatus(posting, storeToday(at), at);
  const arrival = await arrivalNotice(searchParams, t('created'));

  return (
    <>
      <RecordHeader listHref="/admin/postings" listLabel={t('list')} title={t('edit')} badge={{ state: status, label: t(`statuses.${status}`) }} />
      <OthersEditing kind="posting" id={posting.id} initial={editing} />
      <OnSite
        kind="posting"
        now={at}
        trashDays={TRASH_DAYS}
        label={t('onSite')}
        view={status === 'open' || status === 'closed' ? { href: careerDetailHref(posting.id), text: t('viewOnSite') } : null}
        hidden={t(status === 'scheduled' ? 'notShownScheduled' : 'notShownDraft')}
        record={posting}
        kept={posting.applications > 0 ? { publish: t('reopen'), unpublish: t('close'), note: t('closeHint') } : undefined}
        extra={
          can(staff.role, 'applications:read') ? (
            <Link href={`/admin/applications?posting=${posting.id}`} prefetch={false}>
              {t('readApplications')}
            </Link>
          ) : null
        }
      />
      <section className={styles.card}>
        <PostingForm
          action={savePostingAction.bind(null, locale, posting.id)}
          initial={{
            ...posting,
            pay_min: typedAmount(posting.pay_min),
            pay_max: typedAmount(posting.pay_max),
            pay_unit: posting.pay_unit ?? '',
            start_date: posting.start_date ?? storeDayOf(posting.created_at),
            due_date: posting.due_date ?? '',
            always_open: posting.due_date === null,
          }}
          options={await postingOptions(locale)}
          loginHref={getPathname({ href: '/admin/login', locale })}
          notice={arrival}
          revision={posting.revision}
        />
      </section>
    </>
  );
}
