import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { getPathname, Link } from '@/lib/i18n/navigation';
import { firstValue, type SearchParams } from '@/lib/search-params';
import { storeToday } from '@/lib/dates';
import { storeDayOf } from '@/lib/format/dates';
import { can } from '@/lib/admin/permissions';
import { postingStatus } from '@/lib/admin/posting-status';
import { careerDetailHref } from '@/lib/careers/career-query';
import { recordId } from '@/lib/admin/record-id';
import { staffForPage } from '@/lib/server/admin/guard';
import { getPostingForStaff } from '@/lib/server/services/posting-admin';
import { Forbidden } from '@/components/admin/forbidden';
import { OnSite, RecordHeader } from '@/components/admin/record-pages';
import { PostingForm } from '@/components/admin/posting-form';
import { RecordActions } from '@/components/admin/record-actions';
import { postingFormLabels, postingOptions, recordActionLabels } from '@/components/admin/posting-labels';
import { editorLabels } from '@/components/admin/editor/editor-labels';
import { validationMessages } from '@/components/admin/validation-messages';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { deletePostingAction, publishPostingAction, savePostingAction } from '../../../posting-actions';
import styles from '@/components/admin/admin.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/postings/[id]'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await routeLocale(params), namespace: 'admin.postings' });
  return { title: t('edit') };
}

/** One posting: its form, where it stands, a link to it on the site and to its applications, publish and delete. */
export default async function EditPostingPage({ params, searchParams }: PageProps<'/[locale]/admin/postings/[id]'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const { id: rawId } = await params;
  const { staff, forbidden } = await staffForPage(locale, `/admin/postings/${encodeURIComponent(rawId)}`, 'postings:manage');
  if (forbidden) return <Forbidden />;
  const id = recordId(rawId);
  const posting = id === null ? null : await getPostingForStaff(id);
  if (!posting) return <NotFoundContent />;
  const t = await getTranslations('admin.postings');
  const status = postingStatus(posting, storeToday());
  const saved = firstValue((await searchParams) as SearchParams, 'saved') === '1';

  return (
    <>
      <RecordHeader listHref="/admin/postings" listLabel={t('list')} title={t('edit')} badge={{ state: status, label: t(`statuses.${status}`) }} />
      <OnSite
        label={t('onSite')}
        shown={
          <>
            {status === 'open' || status === 'closed' ? (
              <Link href={careerDetailHref(posting.id)} target="_blank" prefetch={false}>
                {t('viewOnSite')}
              </Link>
            ) : (
              <span>{t(status === 'draft' ? 'notShownDraft' : 'notShownScheduled')}</span>
            )}
            {can(staff.role, 'applications:read') ? (
              <Link href={`/admin/applications?posting=${posting.id}`} prefetch={false}>
                {t('readApplications')}
              </Link>
            ) : null}
          </>
        }
        actions={
          <RecordActions
            id={posting.id}
            published={posting.published}
            publish={publishPostingAction.bind(null, locale)}
            remove={deletePostingAction.bind(null, locale)}
            labels={await recordActionLabels(t('confirmDelete'))}
            loginHref={getPathname({ href: '/admin/login', locale })}
          />
        }
      />
      <section className={styles.card}>
        <PostingForm
          action={savePostingAction.bind(null, locale, posting.id)}
          initial={{
            ...posting,
            start_date: posting.start_date ?? storeDayOf(posting.created_at),
            due_date: posting.due_date ?? '',
            always_open: posting.due_date === null,
          }}
          options={await postingOptions(locale)}
          labels={await postingFormLabels()}
          editorLabels={await editorLabels()}
          messages={await validationMessages()}
          loginHref={getPathname({ href: '/admin/login', locale })}
          locale={locale}
          notice={saved ? t('created') : undefined}
        />
      </section>
    </>
  );
}
